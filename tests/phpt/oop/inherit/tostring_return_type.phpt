--TEST--
__toString declared with a non-string return type is fatal
--FILE--
<?php
class A { function __toString(): int { return 1; } }
--EXPECTF--

Fatal error: A::__toString(): Return type must be string when declared in %s on line 2
