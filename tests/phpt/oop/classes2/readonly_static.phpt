--TEST--
static readonly property is fatal
--FILE--
<?php
class A { public static readonly int $x; }
--EXPECTF--

Fatal error: Static property A::$x cannot be readonly in %s on line 2
