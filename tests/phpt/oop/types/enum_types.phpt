--TEST--
Enum-typed parameters
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
enum Suit { case Hearts; case Spades; }
enum Num: int { case One = 1; }
function f(Suit $s) { return $s->name; }
echo f(Suit::Hearts), "\n";
t(fn() => f('Hearts'));
t(fn() => f(Num::One));
function g(Suit|Num $x) { return $x->name; }
echo g(Num::One), "\n";
--EXPECTF--
Hearts
f(): Argument #1 ($s) must be of type Suit, string given, called in %s on line 7
f(): Argument #1 ($s) must be of type Suit, Num given, called in %s on line 8
One
