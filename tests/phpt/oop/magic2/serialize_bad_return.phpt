--TEST--
__serialize must return an array
--FILE--
<?php
class C { function __serialize() { return 1; } }
try { serialize(new C); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
C::__serialize() must return an array
