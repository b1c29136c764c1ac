--TEST--
constructors may change signature freely unless the parent's is abstract
--FILE--
<?php
class A { function __construct(int $a) {} }
class B extends A { function __construct(string $a, $b, $c) { echo "B\n"; } }
new B("x", 1, 2);
--EXPECT--
B
