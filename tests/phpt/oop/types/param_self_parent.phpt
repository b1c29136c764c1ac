--TEST--
self and parent parameter types
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class P { function take(self $x) { return get_class($x); } }
class C extends P { function up(parent $p) { return get_class($p); } }
$c = new C;
echo $c->take(new P), $c->take($c), $c->up(new P), "\n";
t(fn() => $c->take(new stdClass));
t(fn() => $c->up(new stdClass));
--EXPECTF--
PCP
P::take(): Argument #1 ($x) must be of type P, stdClass given, called in %s on line 7
C::up(): Argument #1 ($p) must be of type P, stdClass given, called in %s on line 8
