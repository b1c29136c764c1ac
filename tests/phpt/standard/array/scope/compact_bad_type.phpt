--TEST--
compact with a non-string name
--FILE--
<?php
$a = 1;
var_dump(compact(1, "a", 2.5));
--EXPECTF--

Warning: compact(): Argument #1 must be string or array of strings, int given in %s on line 3

Warning: compact(): Argument #3 must be string or array of strings, float given in %s on line 3
array(1) {
  ["a"]=>
  int(1)
}
