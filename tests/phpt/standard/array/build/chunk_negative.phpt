--TEST--
array_chunk() with a negative size
--FILE--
<?php
try { array_chunk([1], -2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_chunk(): Argument #2 ($length) must be greater than 0
