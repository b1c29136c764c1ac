--TEST--
Method parameters with class types and their messages
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {} 
class S { function m(A $a) {} static function s(?A $a, int ...$rest) {} function __construct(?A $a = null) {} }
t(fn() => (new S)->m(new S));
t(fn() => S::s(new S));
t(fn() => S::s(null, 1, 'x'));
t(fn() => new S(5));
--EXPECTF--
S::m(): Argument #1 ($a) must be of type A, S given, called in %s on line 5
S::s(): Argument #1 ($a) must be of type ?A, S given, called in %s on line 6
S::s(): Argument #3 must be of type int, string given, called in %s on line 7
S::__construct(): Argument #1 ($a) must be of type ?A, int given, called in %s on line 8
