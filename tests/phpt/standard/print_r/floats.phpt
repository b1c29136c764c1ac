--TEST--
print_r of floats uses precision, not serialize_precision
--FILE--
<?php
print_r(0.1 + 0.2); echo "\n";
print_r(-0.0); echo "\n";
print_r(1e25); echo "\n";
print_r(INF); echo "\n";
print_r(NAN); echo "\n";
print_r(1/3); echo "\n";
--EXPECT--
0.3
-0
1.0E+25
INF
NAN
0.33333333333333
