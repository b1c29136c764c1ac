--TEST--
implementation incompatible with the interface signature is fatal
--FILE--
<?php
interface I { function f(array $x): string; }
class C implements I { function f($x, $y): string { return ''; } }
--EXPECTF--

Fatal error: Declaration of C::f($x, $y): string must be compatible with I::f(array $x): string in %s on line 3
