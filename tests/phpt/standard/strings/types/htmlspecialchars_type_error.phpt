--TEST--
htmlspecialchars() argument type error
--FILE--
<?php
try { var_dump(htmlspecialchars("a", "x")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: htmlspecialchars(): Argument #2 ($flags) must be of type int, string given
