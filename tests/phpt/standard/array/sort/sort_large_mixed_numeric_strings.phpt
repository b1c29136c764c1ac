--TEST--
sort() of many numeric and non-numeric strings (php's algorithm order)
--FILE--
<?php
$a = [];
for ($i = 0; $i < 1500; $i++) $a[] = ($i % 4 == 0) ? "s" . ($i * 31 % 97) : (string)($i * 7 % 101);
sort($a);
echo md5(implode(',', $a)), "\n";
--EXPECT--
3d1b4cec9f4d116d31d1fc00de936948
