--TEST--
implementing a class as an interface is fatal
--FILE--
<?php
class A {}
class B implements A {}
--EXPECTF--

Fatal error: B cannot implement A - it is not an interface in %s on line 3
