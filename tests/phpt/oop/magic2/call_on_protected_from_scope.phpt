--TEST--
__call is bypassed inside the class scope for its own private method
--FILE--
<?php
class A { private function p() { return "direct"; } function __call($n, $a) { return "magic $n"; } function test() { return $this->p(); } }
class B extends A { function test2() { return $this->p(); } }
echo (new A)->test(), " ", (new A)->p(), " ", (new B)->test2(), "\n";
--EXPECT--
direct magic p magic p
