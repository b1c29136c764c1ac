--TEST--
array_fill() with a huge count
--FILE--
<?php
try { array_fill(0, 2147483648, 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_fill(): Argument #2 ($count) is too large
