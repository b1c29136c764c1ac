--TEST--
non-readonly class cannot extend a readonly class
--FILE--
<?php
readonly class A {}
class B extends A {}
--EXPECTF--

Fatal error: Non-readonly class B cannot extend readonly class A in %s on line 3
