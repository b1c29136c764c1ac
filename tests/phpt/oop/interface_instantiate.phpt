--TEST--
cannot instantiate interface
--FILE--
<?php
interface I {}
try { new I; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot instantiate interface I
