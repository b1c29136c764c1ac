--TEST--
undefined method error
--FILE--
<?php
class A {}
try { (new A)->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to undefined method A::nope()
