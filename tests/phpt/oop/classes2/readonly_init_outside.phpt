--TEST--
readonly property cannot be initialised from global scope or a child class
--FILE--
<?php
class P { public readonly int $x; }
class C extends P { function set() { $this->x = 3; } }
$p = new P;
try { $p->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$c = new C;
try { $c->set(); echo $c->x, "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot initialize readonly property P::$x from global scope
Cannot initialize readonly property P::$x from scope C
