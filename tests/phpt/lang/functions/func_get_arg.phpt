--TEST--
func_get_arg(), func_get_args() and func_num_args() as functions: namespaced fallback, variadics, errors
--FILE--
<?php
namespace N;
function f($a, $b = 5) {
    $a = 'changed';
    var_dump(func_get_arg(0), func_num_args(), \func_get_args());
    try { func_get_arg(3); } catch (\ValueError $e) { echo $e->getMessage(), "\n"; }
    try { func_get_arg(-1); } catch (\ValueError $e) { echo $e->getMessage(), "\n"; }
}
f(1);
f(1, 2, 3);
var_dump(function_exists('func_get_arg'), function_exists('func_get_args'), function_exists('func_num_args'));
try { func_get_arg(0); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { \func_num_args(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { \func_get_args(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
class C {
    function m() { return func_get_arg(1); }
    static function s(...$x) { return [func_get_arg(0), func_get_args(), func_num_args()]; }
}
var_dump((new C)->m(1, 2), C::s(9, 8), C::s());
$g = function () { return func_get_arg(0); };
var_dump($g('closure'));
function v($a, ...$rest) { return func_get_args(); }
var_dump(v(1), v(1, 2, 3));
--EXPECTF--
string(7) "changed"
int(1)
array(1) {
  [0]=>
  string(7) "changed"
}
func_get_arg(): Argument #1 ($position) must be less than the number of the arguments passed to the currently executed function
func_get_arg(): Argument #1 ($position) must be greater than or equal to 0
string(7) "changed"
int(3)
array(3) {
  [0]=>
  string(7) "changed"
  [1]=>
  int(2)
  [2]=>
  int(3)
}
func_get_arg(): Argument #1 ($position) must be less than the number of the arguments passed to the currently executed function
func_get_arg(): Argument #1 ($position) must be greater than or equal to 0
bool(true)
bool(true)
bool(true)
func_get_arg() cannot be called from the global scope
func_num_args() must be called from a function context
func_get_args() cannot be called from the global scope

Fatal error: Uncaught ValueError: func_get_arg(): Argument #1 ($position) must be less than the number of the arguments passed to the currently executed function in %s:17
Stack trace:
#0 %s(17): func_get_arg(0)
#1 %s(19): N\C::s()
#2 {main}
  thrown in %s on line 17
