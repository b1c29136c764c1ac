--TEST--
static closures and callable strings to static methods
--FILE--
<?php
class A { static function twice($x) { return $x * 2; } static function get() { return static fn($v) => self::twice($v); } }
print_r(array_map('A::twice', [1, 2]));
print_r(array_map([A::class, 'twice'], [3]));
echo (A::get())(5), "\n";
$f = A::twice(...);
echo $f(21), "\n";
--EXPECT--
Array
(
    [0] => 2
    [1] => 4
)
Array
(
    [0] => 6
)
10
42
