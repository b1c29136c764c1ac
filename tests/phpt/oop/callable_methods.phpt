--TEST--
array and Class::method callables in built-ins
--FILE--
<?php
class C {
  function p($x) { return $x * 2; }
  static function s($x) { return $x + 1; }
  private function priv($x) { return $x; }
  function test() { return array_map([$this, 'priv'], [7]); }
}
$c = new C;
print_r(array_map([$c, 'p'], [1, 2]));
print_r(array_map(['C', 's'], [1, 2]));
print_r(array_map('C::s', [1]));
var_dump(call_user_func([$c, 'p'], 5), call_user_func_array([$c, 'p'], [6]));
var_dump(is_callable([$c, 'p']), is_callable([$c, 'nope']), is_callable(['C', 's']), is_callable([$c, 'priv']));
print_r($c->test());
try { array_map([$c, 'nope'], [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_map([$c, 'priv'], [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func(['C', 'p'], 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Array
(
    [0] => 2
    [1] => 4
)
Array
(
    [0] => 2
    [1] => 3
)
Array
(
    [0] => 2
)
int(10)
int(12)
bool(true)
bool(false)
bool(true)
bool(false)
Array
(
    [0] => 7
)
array_map(): Argument #1 ($callback) must be a valid callback or null, class C does not have a method "nope"
array_map(): Argument #1 ($callback) must be a valid callback or null, cannot access private method C::priv()
TypeError: call_user_func(): Argument #1 ($callback) must be a valid callback, non-static method C::p() cannot be called statically
