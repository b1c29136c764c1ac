--TEST--
inheriting the same constant from two interfaces with different values is fatal
--FILE--
<?php
interface A { const X = 1; }
interface B { const X = 2; }
class C implements A, B {}
--EXPECTF--

Fatal error: Class C inherits both A::X and B::X, which is ambiguous in %s on line 4
