--TEST--
array_map() with a non-array third argument
--FILE--
<?php
try { array_map(fn($a, $b) => 1, [1], 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_map(): Argument #3 must be of type array, string given
