--TEST--
strict_types does not change class checks
--FILE--
<?php
declare(strict_types=1);
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {}
function f(A $a, int $i) { return 'ok'; }
echo f(new A, 1), "\n";
t(fn() => f(new A, '1'));
t(fn() => f(new stdClass, 1));
--EXPECTF--
ok
f(): Argument #2 ($i) must be of type int, string given, called in %s on line 7
f(): Argument #1 ($a) must be of type A, stdClass given, called in %s on line 8
