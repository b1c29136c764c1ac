--TEST--
str_getcsv() argument type error
--FILE--
<?php
try { var_dump(str_getcsv([])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: str_getcsv(): Argument #1 ($string) must be of type string, array given
