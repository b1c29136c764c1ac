--TEST--
call_user_func() and call_user_func_array() pass named arguments to
method callables too: [$obj, 'm'], ['C', 'm'], 'C::m', invokable objects,
and __call / __callStatic (which get them under their names)
--FILE--
<?php
class M {
    function __call($n, $a) { var_dump($n, $a); }
    static function __callStatic($n, $a) { var_dump($n, $a); }
    function __invoke($p = 0, $q = 0) { var_dump([$p, $q]); }
    function m($a, $b = 'b', $c = 'c') { var_dump(func_get_args()); }
}
class P { static function s($a = 1, $b = 2) { var_dump(func_get_args()); } }
call_user_func_array([new M, 'foo'], [1, 'z' => 5]);
call_user_func([new M, 'foo'], 1, z: 5);
call_user_func_array('M::bar', ['z' => 5]);
call_user_func_array(new M, ['q' => 5]);
call_user_func(new M, q: 6);
call_user_func_array([new M, 'm'], ['a' => 1, 'c' => 3]);
call_user_func([new M, 'm'], 1, c: 4);
call_user_func_array('P::s', ['b' => 9]);
call_user_func_array(['P', 's'], ['b' => 8]);
call_user_func(['P', 's'], b: 7);
$f = function ($a = 1, $b = 2) { var_dump(func_num_args()); };
call_user_func_array($f, ['b' => 1]);
try {
    call_user_func_array([new M, 'm'], [1, 'a' => 2]);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    call_user_func_array([new M, 'm'], ['b' => 2]);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    call_user_func([new P, 's'], nope: 2);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
string(3) "foo"
array(2) {
  [0]=>
  int(1)
  ["z"]=>
  int(5)
}
string(3) "foo"
array(2) {
  [0]=>
  int(1)
  ["z"]=>
  int(5)
}
string(3) "bar"
array(1) {
  ["z"]=>
  int(5)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(5)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(6)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  string(1) "b"
  [2]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  string(1) "b"
  [2]=>
  int(4)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(9)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(8)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(7)
}
int(2)
Error: Named parameter $a overwrites previous argument
ArgumentCountError: M::m(): Argument #1 ($a) not passed
Error: Unknown named parameter $nope
