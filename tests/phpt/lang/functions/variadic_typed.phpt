--TEST--
Typed variadic parameter
--FILE--
<?php
function ints(int ...$n) { return $n; }
var_dump(ints(1, "2", 3.0));
try { ints(1, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
ints(): Argument #2 must be of type int, string given, called in %s on line 4
