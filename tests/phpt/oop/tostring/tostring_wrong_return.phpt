--TEST--
__toString must return a string
--FILE--
<?php
class B { function __toString() { return 42; } }
try { echo new B; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
42
