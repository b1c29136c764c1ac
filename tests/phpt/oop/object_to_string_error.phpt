--TEST--
object without __toString
--FILE--
<?php
class A {}
try { echo new A; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Object of class A could not be converted to string
