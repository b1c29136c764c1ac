--TEST--
readonly property without a type is fatal
--FILE--
<?php
class A { public readonly $x; }
--EXPECTF--

Fatal error: Readonly property A::$x must have type in %s on line 2
