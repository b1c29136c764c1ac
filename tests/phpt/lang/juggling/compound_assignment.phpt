--TEST--
All compound assignment operators
--FILE--
<?php
$a = 10;
$a += 5; echo $a, "\n";
$a -= 3; echo $a, "\n";
$a *= 2; echo $a, "\n";
$a /= 4; echo $a, "\n";
$a %= 4; echo $a, "\n";
$a **= 3; echo $a, "\n";
$a .= "x"; echo $a, "\n";
$b = 12;
$b &= 10; echo $b, "\n";
$b |= 5; echo $b, "\n";
$b ^= 3; echo $b, "\n";
$b <<= 2; echo $b, "\n";
$b >>= 1; echo $b, "\n";
--EXPECT--
15
12
24
6
2
8
8x
8
13
14
56
28
