--TEST--
var_export of a recursive array
--FILE--
<?php
$a = [1];
$a[] = &$a;
var_export($a);
echo "\n";
--EXPECTF--

Warning: var_export does not handle circular references in %s on line 4
array (
  0 => 1,
  1 => NULL,
)
