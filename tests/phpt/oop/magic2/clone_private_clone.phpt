--TEST--
private __clone prevents cloning from outside
--FILE--
<?php
class Single { private function __clone() {} static function copy($o) { return clone $o; } }
$s = new Single;
try { clone $s; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(Single::copy($s) instanceof Single);
try { clone 5; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to private Single::__clone() from global scope
bool(true)
__clone method called on non-object
