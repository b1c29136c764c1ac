--TEST--
array_replace() with an int
--FILE--
<?php
try { array_replace([], 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_replace(): Argument #2 must be of type array, int given
