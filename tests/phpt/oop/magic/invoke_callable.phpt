--TEST--
__invoke: invokable objects with is_callable, call_user_func, array_map, usort
--FILE--
<?php
class Twice { function __invoke($x) { return $x * 2; } }
class Plain {}
class Cmp { function __invoke($a, $b) { return $b <=> $a; } }
var_dump(is_callable(new Twice), is_callable(new Plain));
var_dump(call_user_func(new Twice, 21));
var_dump(call_user_func_array(new Twice, [4]));
var_dump(array_map(new Twice, [1, 2, 3]));
$a = [3, 1, 2];
usort($a, new Cmp);
var_dump($a);
--EXPECT--
bool(true)
bool(false)
int(42)
int(8)
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(6)
}
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(2)
  [2]=>
  int(1)
}
