--TEST--
Intersection types
--FILE--
<?php
interface A {} interface B {}
class AB implements A, B {} class OnlyA implements A {}
function f(A&B $x) { return get_class($x); }
echo f(new AB), "\n";
try { f(new OnlyA); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function g(): A&B { return new OnlyA; }
try { g(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
AB
f(): Argument #1 ($x) must be of type A&B, OnlyA given, called in %s on line 6
g(): Return value must be of type A&B, OnlyA returned
