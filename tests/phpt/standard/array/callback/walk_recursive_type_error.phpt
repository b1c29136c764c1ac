--TEST--
array_walk_recursive() on a string
--FILE--
<?php
$s = 's';
try { array_walk_recursive($s, 'trim'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_walk_recursive(): Argument #1 ($array) must be of type array, string given
