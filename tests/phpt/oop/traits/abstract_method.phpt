--TEST--
abstract trait methods must be implemented by the using class
--FILE--
<?php
trait T { abstract function name(): string; function hello() { return "Hello " . $this->name(); } }
class A { use T; function name(): string { return "A"; } }
echo (new A)->hello(), "\n";
--EXPECT--
Hello A
