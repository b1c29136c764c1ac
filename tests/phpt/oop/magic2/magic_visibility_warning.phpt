--TEST--
non-public magic methods emit a warning but still work
--FILE--
<?php
class A { private function __get($n) { return "got $n"; } }
echo (new A)->x, "\n";
--EXPECTF--

Warning: The magic method A::__get() must have public visibility in %s on line 2
got x
