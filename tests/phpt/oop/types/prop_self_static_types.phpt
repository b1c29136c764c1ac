--TEST--
Typed properties with self and parent types
--FILE--
<?php
class P { public ?self $next = null; }
class C extends P { public ?parent $up = null; }
$c = new C;
$c->next = new P;
$c->up = new C;
echo "ok\n";
try { $c->up = new stdClass; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $c->next = new stdClass; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ok
Cannot assign stdClass to property C::$up of type ?parent
Cannot assign stdClass to property P::$next of type ?self
