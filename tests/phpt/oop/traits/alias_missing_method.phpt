--TEST--
aliasing a method that does not exist is fatal
--FILE--
<?php
trait A { function f() {} }
class C { use A { g as h; } }
--EXPECTF--

Fatal error: An alias (h) was defined for method g(), but this method does not exist in %s on line 3
