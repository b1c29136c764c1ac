--TEST--
call_user_func and call_user_func_array with named arguments
--FILE--
<?php
function f($a, $b = 'B', ...$rest) { return [$a, $b, $rest]; }
var_dump(call_user_func('f', b: 2, a: 1));
var_dump(call_user_func_array('f', ['b' => 'bb', 'a' => 'aa']));
var_dump(call_user_func_array('f', [1, 2, 3, 'x' => 4]));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  array(0) {
  }
}
array(3) {
  [0]=>
  string(2) "aa"
  [1]=>
  string(2) "bb"
  [2]=>
  array(0) {
  }
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  array(2) {
    [0]=>
    int(3)
    ["x"]=>
    int(4)
  }
}
