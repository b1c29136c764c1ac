--TEST--
array_fill() with a negative count
--FILE--
<?php
try { array_fill(0, -1, 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_fill(): Argument #2 ($count) must be greater than or equal to 0
