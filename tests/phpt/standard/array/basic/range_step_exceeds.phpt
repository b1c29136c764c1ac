--TEST--
range() with a step larger than the range
--FILE--
<?php
try { range(1, 2, 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
range(): Argument #3 ($step) must not exceed the specified range
