--TEST--
array_filter() with an invalid callback
--FILE--
<?php
try { array_filter([1], 'nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_filter(): Argument #2 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
