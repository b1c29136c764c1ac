--TEST--
a class cannot be both abstract and final
--FILE--
<?php
abstract final class X {}
--EXPECTF--

Fatal error: Cannot use the final modifier on an abstract class in %s on line 2
