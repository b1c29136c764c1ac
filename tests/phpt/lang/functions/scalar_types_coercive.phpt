--TEST--
Coercive scalar type declarations
--FILE--
<?php
function i(int $x) { var_dump($x); }
function f(float $x) { var_dump($x); }
function s(string $x) { var_dump($x); }
function b(bool $x) { var_dump($x); }
i("5"); i(5.0); i(true);
f(5); f("1.5"); f(false);
s(5); s(1.5); s(true);
b(0); b("a"); b(0.0);
--EXPECT--
int(5)
int(5)
int(1)
float(5)
float(1.5)
float(0)
string(1) "5"
string(3) "1.5"
string(1) "1"
bool(false)
bool(true)
bool(false)
