--TEST--
overriding protected as public and private as anything is allowed
--FILE--
<?php
class A { protected function f() { return "A"; } private function g() { return "Ag"; } function callG() { return $this->g(); } }
class B extends A { public function f() { return "B" . parent::f(); } protected static function g(int $x) { return "Bg"; } }
$b = new B;
echo $b->f(), $b->callG(), "\n";
--EXPECT--
BAAg
