--TEST--
A static closure has no $this, even inside a method
--FILE--
<?php
class A {
    function make() { return static function () { return isset($this); }; }
    function make2() { return static fn() => $this; }
}
$a = new A;
var_dump(($a->make())());
try { ($a->make2())(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
bool(false)
Error: Using $this when not in object context
