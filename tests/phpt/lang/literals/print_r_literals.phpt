--TEST--
print_r of scalars
--FILE--
<?php
print_r(1); echo "\n";
print_r(1.5); echo "\n";
print_r(true); echo "\n";
print_r(false); echo "|\n";
print_r(null); echo "|\n";
print_r("str"); echo "\n";
print_r(-0.0); echo "\n";
print_r(1e20); echo "\n";
--EXPECT--
1
1.5
1
|
|
str
-0
1.0E+20
