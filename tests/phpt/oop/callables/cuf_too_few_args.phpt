--TEST--
call_user_func with too few arguments raises ArgumentCountError
--FILE--
<?php
function need2($a, $b) {}
try { call_user_func('need2', 1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
class T { function m(int $x) {} }
try { call_user_func([new T, 'm']); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func([new T, 'm'], 'abc'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Too few arguments to function need2(), 1 passed in %s on line 3 and exactly 2 expected
Too few arguments to function T::m(), 0 passed in %s on line 5 and exactly 1 expected
T::m(): Argument #1 ($x) must be of type int, string given, called in %s on line 6
