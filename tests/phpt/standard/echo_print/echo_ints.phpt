--TEST--
echo of integer limits
--FILE--
<?php
echo PHP_INT_MAX, "\n", PHP_INT_MIN, "\n", -0, "\n";
--EXPECT--
9223372036854775807
-9223372036854775808
0
