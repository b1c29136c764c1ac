--TEST--
Closure is final
--FILE--
<?php
class MyClosure extends Closure {}
echo "not reached\n";
--EXPECTF--

Fatal error: Class MyClosure cannot extend final class Closure in %s on line 2
