--TEST--
array_uintersect() with an invalid last argument
--FILE--
<?php
try { array_uintersect([1], [1], 'strcmp', 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_uintersect(): Argument #4 must be a valid callback, function "x" not found or invalid function name
