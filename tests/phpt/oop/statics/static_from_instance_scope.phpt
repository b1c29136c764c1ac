--TEST--
calling parent and own non-static methods with :: from an instance keeps $this
--FILE--
<?php
class A { function who() { return get_class($this); } }
class B extends A { function test() { return A::who() . " " . self::who2() . " " . parent::who(); } function who2() { return "who2:" . get_class($this); } }
echo (new B)->test(), "\n";
--EXPECT--
B who2:B B
