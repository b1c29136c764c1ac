--TEST--
readonly class with an untyped property is fatal
--FILE--
<?php
readonly class A { public $x; }
--EXPECTF--

Fatal error: Readonly property A::$x must have type in %s on line 2
