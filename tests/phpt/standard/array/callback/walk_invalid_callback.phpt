--TEST--
array_walk() with an invalid callback
--FILE--
<?php
$a = [1];
try { array_walk($a, 'nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_walk(): Argument #2 ($callback) must be a valid callback, function "nope" not found or invalid function name
