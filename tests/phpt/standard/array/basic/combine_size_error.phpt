--TEST--
array_combine() with different sizes
--FILE--
<?php
try { array_combine([1, 2], [3]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements
