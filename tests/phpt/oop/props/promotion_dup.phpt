--TEST--
promoted parameter duplicating a declared property is fatal
--FILE--
<?php
class A { public $x; function __construct(public $x) {} }
--EXPECTF--

Fatal error: Cannot redeclare A::$x in %s on line 2
