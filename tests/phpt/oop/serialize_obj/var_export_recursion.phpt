--TEST--
var_export of a recursive object warns
--FILE--
<?php
$o = new stdClass; $o->self = $o;
var_export($o);
echo "\n";
--EXPECTF--

Warning: var_export does not handle circular references in %s on line 3
(object) array(
   'self' => NULL,
)
