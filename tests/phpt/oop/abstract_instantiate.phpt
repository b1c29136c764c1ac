--TEST--
cannot instantiate abstract class
--FILE--
<?php
abstract class A { abstract function f(); }
try { new A; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot instantiate abstract class A
