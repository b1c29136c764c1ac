--TEST--
new static(...) cannot create a Closure
--FILE--
<?php
class A { static function make() { return new static(...); } }
echo "not reached\n";
--EXPECTF--

Fatal error: Cannot create Closure for new expression in %s on line 2
