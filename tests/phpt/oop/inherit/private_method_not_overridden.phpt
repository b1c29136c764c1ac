--TEST--
a private method in the parent is not overridden by a same-named child method
--FILE--
<?php
class A { private function f() { return "A"; } function call() { return $this->f(); } }
class B extends A { public function f() { return "B"; } }
echo (new B)->call(), (new B)->f(), "\n";
--EXPECT--
AB
