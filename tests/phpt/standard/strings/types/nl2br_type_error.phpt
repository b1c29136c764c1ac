--TEST--
nl2br() argument type error
--FILE--
<?php
try { var_dump(nl2br([])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: nl2br(): Argument #1 ($string) must be of type string, array given
