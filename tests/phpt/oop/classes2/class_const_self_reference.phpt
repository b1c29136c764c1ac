--TEST--
a class constant that references itself recursively errors
--FILE--
<?php
class A { const X = self::Y; const Y = self::X; }
try { echo A::X; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot declare self-referencing constant self::Y
