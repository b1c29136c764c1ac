--TEST--
array_chunk() with size 0
--FILE--
<?php
try { array_chunk([1], 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_chunk(): Argument #2 ($length) must be greater than 0
