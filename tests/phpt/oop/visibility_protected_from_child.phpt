--TEST--
protected members visible from child
--FILE--
<?php
class A { protected $p = 'P'; protected function f() { return 'f'; } }
class B extends A { function g() { return $this->p . $this->f(); } }
echo (new B)->g(), "\n";
--EXPECT--
Pf
