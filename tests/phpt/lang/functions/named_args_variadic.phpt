--TEST--
Named args collected by a variadic parameter
--FILE--
<?php
function f(...$args) { var_dump($args); }
f(1, 2, x: 3, y: 4);
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["x"]=>
  int(3)
  ["y"]=>
  int(4)
}
