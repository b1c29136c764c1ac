--TEST--
Concatenation and arithmetic precedence in PHP 8
--FILE--
<?php
echo "Sum: " . 1 + 2, "\n";
echo "x" . 2 * 3, "\n";
echo 1 . 2 + 3, "\n";
--EXPECT--
Sum: 3
x6
15
