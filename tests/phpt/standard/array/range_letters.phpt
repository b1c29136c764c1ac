--TEST--
range of letters
--FILE--
<?php
echo implode('', range('a', 'e')), "\n";
echo implode('', range('e', 'a')), "\n";
echo implode('', range('A', 'z', 10)), "\n";
echo implode(',', range('a', 'a')), "\n";
--EXPECT--
abcde
edcba
AKU_is
a
