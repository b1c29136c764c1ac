--TEST--
var_export of stdClass
--FILE--
<?php
$o = new stdClass;
$o->a = 1;
$o->b = [2];
var_export($o);
echo "\n";
--EXPECT--
(object) array(
   'a' => 1,
   'b' => 
  array (
    0 => 2,
  ),
)
