--TEST--
instantiating a trait is an error
--FILE--
<?php
trait T {}
try { new T; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot instantiate trait T
