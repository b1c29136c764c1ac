--TEST--
private abstract methods in traits
--FILE--
<?php
trait T { abstract private function secret(): int; function reveal() { return $this->secret(); } }
class A { use T; private function secret(): int { return 42; } }
echo (new A)->reveal(), "\n";
--EXPECT--
42
