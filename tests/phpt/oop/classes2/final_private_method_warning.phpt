--TEST--
private final method warns (except constructors)
--FILE--
<?php
class A {
    final private function f() { return 1; }
    final private function __construct() {}
    static function make() { return new static; }
}
var_dump(A::make() instanceof A);
--EXPECTF--

Warning: Private methods cannot be final as they are never overridden by other classes in %s on line 3
bool(true)
