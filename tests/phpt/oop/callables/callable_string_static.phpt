--TEST--
Callable strings naming static methods with :: and parent::
--FILE--
<?php
class A { static function who() { return 'A::who ' . static::class; } }
class B extends A { static function who() { return 'B::who'; }
    static function test() { return [call_user_func('parent::who'), call_user_func([static::class, 'parent::who'])]; } }
var_dump(call_user_func('A::who'));
var_dump(call_user_func('B::who'));
$s = 'A::who';
var_dump($s());
var_dump(B::test());
--EXPECTF--
string(8) "A::who A"
string(6) "B::who"
string(8) "A::who A"

Deprecated: Use of "parent" in callables is deprecated in %s on line 4

Deprecated: Callables of the form ["B", "parent::who"] are deprecated in %s on line 4
array(2) {
  [0]=>
  string(8) "A::who B"
  [1]=>
  string(8) "A::who B"
}
