--TEST--
undefined class constant
--FILE--
<?php
class A {}
try { echo A::NOPE; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Undefined constant A::NOPE
