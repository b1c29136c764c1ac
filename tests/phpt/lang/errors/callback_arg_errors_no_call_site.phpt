--TEST--
Argument errors of user callbacks called by built-ins name no call site (php names one only when user code made the call, call_user_func included)
--FILE--
<?php
function need2($a, $b) {}
function typed(int $x) {}
function t($f) {
    try {
        $f();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
t(fn() => array_map(fn($a, $b) => 1, [1]));
t(fn() => array_map("typed", ["x"]));
t(fn() => usort($GLOBALS['arr'], "need2"));
t(fn() => array_walk($GLOBALS['arr'], "typed"));
t(fn() => call_user_func("need2", 1));
t(fn() => call_user_func_array("typed", ["y"]));
t(fn() => need2(1));
t(fn() => typed("z"));
$arr = [3, 1, 2];
t(fn() => usort($GLOBALS['arr'], fn(int $a, string $b) => 0));
t(fn() => array_filter(["a" => "q"], "typed"));
t(fn() => iterator_apply(new ArrayIterator([1]), "need2"));
--EXPECTF--
ArgumentCountError: Too few arguments to function {closure}(), 1 passed and exactly 2 expected
TypeError: typed(): Argument #1 ($x) must be of type int, string given
TypeError: usort(): Argument #1 ($array) must be of type array, null given
TypeError: array_walk(): Argument #1 ($array) must be of type array, null given
ArgumentCountError: Too few arguments to function need2(), 1 passed in %s on line 15 and exactly 2 expected
TypeError: typed(): Argument #1 ($x) must be of type int, string given, called in %s on line 16
ArgumentCountError: Too few arguments to function need2(), 1 passed in %s on line 17 and exactly 2 expected
TypeError: typed(): Argument #1 ($x) must be of type int, string given, called in %s on line 18
TypeError: typed(): Argument #1 ($x) must be of type int, string given
ArgumentCountError: Too few arguments to function need2(), 0 passed and exactly 2 expected
