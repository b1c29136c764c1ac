--TEST--
readonly class cannot declare static properties
--FILE--
<?php
readonly class A { public static int $n = 0; }
--EXPECTF--

Fatal error: Readonly property A::$n cannot have default value in %s on line 2
