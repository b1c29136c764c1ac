--TEST--
Named arguments that skip parameters count up to the last parameter
reached: func_num_args(), func_get_args() and debug_backtrace() see the
skipped ones with their defaults, in functions, methods, static methods
and closures
--FILE--
<?php
function g($x = null, $y = 1, $z = 2) { var_dump(func_num_args()); return func_get_args(); }
var_dump(g(z: 5));
var_dump(g(1, z: 5));
var_dump(g(y: 5));
function h($x, ...$rest) { return [func_num_args(), func_get_args(), $rest]; }
var_dump(h(1, 2, q: 3));
class C {
    function n($x = null, $y = 1, $z = 2) { return func_get_args(); }
    static function s($x = null, $y = 1) { return [func_num_args(), func_get_args()]; }
}
var_dump((new C)->n(z: 5), C::s(y: 3));
$f = function ($a = 1, $b = 2) { return func_get_args(); };
var_dump($f(b: 3));
function bt($x = 'd', $y = 2) { return debug_backtrace()[0]['args']; }
var_dump(bt(y: 4));
--EXPECT--
int(3)
array(3) {
  [0]=>
  NULL
  [1]=>
  int(1)
  [2]=>
  int(5)
}
int(3)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  int(5)
}
int(2)
array(2) {
  [0]=>
  NULL
  [1]=>
  int(5)
}
array(3) {
  [0]=>
  int(2)
  [1]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [2]=>
  array(2) {
    [0]=>
    int(2)
    ["q"]=>
    int(3)
  }
}
array(3) {
  [0]=>
  NULL
  [1]=>
  int(1)
  [2]=>
  int(5)
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    int(3)
  }
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
array(2) {
  [0]=>
  string(1) "d"
  [1]=>
  int(4)
}
