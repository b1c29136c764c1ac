--TEST--
class missing an interface method is fatal
--FILE--
<?php
interface I { function a(); function b(); }
class C implements I { function a() {} }
--EXPECTF--

Fatal error: Class C contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (I::b) in %s on line 3
