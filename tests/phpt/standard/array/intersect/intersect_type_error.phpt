--TEST--
array_intersect() with a string
--FILE--
<?php
try { array_intersect([1], 'a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_intersect(): Argument #2 must be of type array, string given
