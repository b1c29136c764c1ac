--TEST--
array_map() with a non-array second argument
--FILE--
<?php
try { array_map('abs', 5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_map(): Argument #2 ($array) must be of type array, int given
