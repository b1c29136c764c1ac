--TEST--
redeclaring a static property as non-static is fatal
--FILE--
<?php
class A { public static $p; }
class B extends A { public $p; }
--EXPECTF--

Fatal error: Cannot redeclare static A::$p as non static B::$p in %s on line 3
