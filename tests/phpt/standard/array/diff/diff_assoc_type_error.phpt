--TEST--
array_diff_assoc() with an int
--FILE--
<?php
try { array_diff_assoc([], 3); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_diff_assoc(): Argument #2 must be of type array, int given
