--TEST--
array_diff() with a non-array first argument
--FILE--
<?php
try { array_diff(5, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_diff(): Argument #1 ($array) must be of type array, int given
