--TEST--
Line numbers in warnings inside functions
--FILE--
<?php
function f() {
  $x = [];
  return $x['missing'];
}
f();
echo "\n";
--EXPECTF--

Warning: Undefined array key "missing" in %s on line 4
