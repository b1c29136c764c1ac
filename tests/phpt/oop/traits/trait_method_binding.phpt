--TEST--
trait method closures and $this binding
--FILE--
<?php
trait T { function getClosure() { return function () { return get_class($this); }; } }
class A { use T; }
class B { use T; }
echo (new A)->getClosure()(), (new B)->getClosure()(), "\n";
--EXPECT--
AB
