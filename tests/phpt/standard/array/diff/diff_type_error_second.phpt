--TEST--
array_diff() with a non-array second argument
--FILE--
<?php
try { array_diff([], 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_diff(): Argument #2 must be of type array, string given
