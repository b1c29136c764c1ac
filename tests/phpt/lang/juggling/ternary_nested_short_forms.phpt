--TEST--
Nested ternaries: chained short ternaries are allowed, parenthesized ones too
--FILE--
<?php
echo 0 ?: 0 ?: 3, "\n";
echo 0 ? 1 : (0 ? 2 : 3), "\n";
echo (1 ? 0 : 2) ? 3 : 4, "\n";
echo (0 ?: 5) ? 6 : 7, "\n";
--EXPECT--
3
3
4
6
