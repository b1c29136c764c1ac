--TEST--
Typed parameters and return types: values of the declared built-in type pass as they are, others are coerced or rejected
--FILE--
<?php
function i(int $x): int { return $x; }
function f(float $x): float { return $x; }
function s(string $x): string { return $x; }
function b(bool $x): bool { return $x; }
function a(array $x): array { return $x; }
function fi(int $x): float { return $x; }
function is(int $x): string { return $x; }
function &r(int &$x): int { $x++; return $x; }
var_dump(i(3), i("4"), i(5.0), f(1), f(1.5), s("x"), s(12), b(true), b(0), a([1]));
var_dump(fi(2), is(7));
$v = 1;
$w = &r($v);
$w++;
var_dump($v);
foreach ([fn() => i("x"), fn() => a("y"), fn() => i(1.5), fn() => b([])] as $c) {
    try {
        var_dump($c());
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
--EXPECTF--
int(3)
int(4)
int(5)
float(1)
float(1.5)
string(1) "x"
string(2) "12"
bool(true)
bool(false)
array(1) {
  [0]=>
  int(1)
}
float(2)
string(1) "7"
int(3)
TypeError: i(): Argument #1 ($x) must be of type int, string given, called in %s on line 16
TypeError: a(): Argument #1 ($x) must be of type array, string given, called in %s on line 16

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
int(1)
TypeError: b(): Argument #1 ($x) must be of type bool, array given, called in %s on line 16
