--TEST--
array_pad() beyond the limit
--FILE--
<?php
try { array_pad([], 1048577, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(count(array_pad([], 1048576, 0)));
--EXPECT--
array_pad(): Argument #2 ($length) must be less than or equal to 1048576
int(1048576)
