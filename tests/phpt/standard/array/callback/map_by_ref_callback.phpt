--TEST--
array_map() with a by-reference callback warns
--FILE--
<?php
var_dump(array_map(function (&$v) { $v++; return $v; }, [1, 2]));
--EXPECTF--

Warning: {closure}(): Argument #1 ($v) must be passed by reference, value given in %s on line 2

Warning: {closure}(): Argument #1 ($v) must be passed by reference, value given in %s on line 2
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
