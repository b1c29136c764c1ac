--TEST--
extending a final class is fatal
--FILE--
<?php
final class F {}
class G extends F {}
echo "not reached\n";
--EXPECTF--

Fatal error: Class G cannot extend final class F in %s on line 3
