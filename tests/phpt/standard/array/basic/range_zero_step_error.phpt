--TEST--
range() with a zero step
--FILE--
<?php
try { range(1, 5, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
range(): Argument #3 ($step) must not exceed the specified range
