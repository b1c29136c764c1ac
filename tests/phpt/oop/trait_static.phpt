--TEST--
trait static method and self
--FILE--
<?php
trait T { static function make() { return new self; } }
class A { use T; }
echo get_class(A::make()), "\n";
--EXPECT--
A
