--TEST--
cannot extend final class
--FILE--
<?php
final class A {}
class B extends A {}
--EXPECTF--

Fatal error: Class B cannot extend final class A in %s on line 3
