--TEST--
declaring the same property twice is fatal
--FILE--
<?php
class A { public $p; protected $p; }
--EXPECTF--

Fatal error: Cannot redeclare A::$p in %s on line 2
