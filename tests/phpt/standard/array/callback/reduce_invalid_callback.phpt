--TEST--
array_reduce() with an invalid callback
--FILE--
<?php
try { array_reduce([1], 'nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_reduce(): Argument #2 ($callback) must be a valid callback, function "nope" not found or invalid function name
