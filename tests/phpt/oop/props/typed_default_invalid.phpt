--TEST--
typed property with an incompatible default is fatal
--FILE--
<?php
class A { public int $x = "str"; }
--EXPECTF--

Fatal error: Cannot use string as default value for property A::$x of type int in %s on line 2
