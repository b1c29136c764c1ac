--TEST--
print_r of scalars
--FILE--
<?php
print_r(1); echo "\n";
print_r(1.5); echo "\n";
print_r("str"); echo "\n";
print_r(true); echo "\n";
print_r(false); echo "|\n";
print_r(null); echo "|\n";
--EXPECT--
1
1.5
str
1
|
|
