--TEST--
readonly property with a default value is fatal
--FILE--
<?php
class A { public readonly int $x = 1; }
--EXPECTF--

Fatal error: Readonly property A::$x cannot have default value in %s on line 2
