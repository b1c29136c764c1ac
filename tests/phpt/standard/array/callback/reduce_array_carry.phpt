--TEST--
array_reduce() with an array carry
--FILE--
<?php
var_dump(array_reduce([3, 1, 2], function ($c, $x) { $c[] = $x * 10; return $c; }, []));
--EXPECT--
array(3) {
  [0]=>
  int(30)
  [1]=>
  int(10)
  [2]=>
  int(20)
}
