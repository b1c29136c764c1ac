--TEST--
self and static return types
--FILE--
<?php
class A { function me(): static { return $this; } function cp(): self { return new self; } }
class B extends A {}
echo get_class((new B)->me()), get_class((new B)->cp()), "\n";
--EXPECT--
BA
