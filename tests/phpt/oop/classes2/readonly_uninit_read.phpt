--TEST--
reading an uninitialised readonly property throws; isset is false
--FILE--
<?php
class P { public readonly int $x; function init() { $this->x = 7; } }
$p = new P;
var_dump(isset($p->x));
try { echo $p->x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$p->init();
var_dump(isset($p->x), $p->x);
try { $p->init(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(false)
Typed property P::$x must not be accessed before initialization
bool(true)
int(7)
Cannot modify readonly property P::$x
