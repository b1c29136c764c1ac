--TEST--
interface extending several interfaces; instanceof and class_implements
--FILE--
<?php
interface A { const CA = 'a'; function a(); }
interface B { const CB = 'b'; function b(); }
interface C extends A, B { function c(); }
class X implements C { function a() { return 1; } function b() { return 2; } function c() { return self::CA . self::CB . static::CA; } }
$x = new X;
var_dump($x instanceof A, $x instanceof B, $x instanceof C);
echo $x->c(), C::CA, C::CB, "\n";
$i = class_implements($x); ksort($i); print_r($i);
var_dump(interface_exists('C'), class_exists('C'));
--EXPECT--
bool(true)
bool(true)
bool(true)
abaab
Array
(
    [A] => A
    [B] => B
    [C] => C
)
bool(true)
bool(false)
