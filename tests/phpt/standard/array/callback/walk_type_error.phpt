--TEST--
array_walk() on an int
--FILE--
<?php
$x = 1;
try { array_walk($x, 'trim'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_walk(): Argument #1 ($array) must be of type array, int given
