--TEST--
Union types and coercion
--FILE--
<?php
function u(int|string $x) { var_dump($x); }
u(5); u("5"); u(1.5); u(true);
function v(int|float $x) { var_dump($x); }
v("5"); v("5.5"); v("1e2");
function w(bool|int $x) { var_dump($x); }
w("1"); w("abc");
try { u([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(5)
string(1) "5"

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
int(1)
int(1)
int(5)
float(5.5)
float(100)
int(1)
bool(true)
u(): Argument #1 ($x) must be of type string|int, array given, called in %s on line 8
