--TEST--
array_map() with an invalid callback
--FILE--
<?php
try { array_map('nope', [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_map(): Argument #1 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
