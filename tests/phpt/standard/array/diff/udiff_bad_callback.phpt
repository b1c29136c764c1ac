--TEST--
array_udiff() with an invalid callback
--FILE--
<?php
try { array_udiff([1], [2], 'nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_udiff(): Argument #3 must be a valid callback, function "nope" not found or invalid function name
