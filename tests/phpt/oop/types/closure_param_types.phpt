--TEST--
Closure and arrow function parameter and return types
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {}
$f = function(A $a): A { return $a; };
$g = fn(?A $a): int => 5;
$h = function(): A { return new stdClass; };
echo get_class($f(new A)), $g(null), "\n";
t(fn() => $f(1));
t(fn() => $g(new stdClass));
t($h);
--EXPECTF--
A5
{closure}(): Argument #1 ($a) must be of type A, int given, called in %s on line 8
{closure}(): Argument #1 ($a) must be of type ?A, stdClass given, called in %s on line 9
{closure}(): Return value must be of type A, stdClass returned
