--TEST--
echo uses precision 14
--FILE--
<?php
echo 0.1 + 0.2, "\n";
echo 1/3, "\n";
echo 1e15, "\n";
echo 1e14, "\n";
echo 123456789012345678.0, "\n";
echo 1.0, "\n";
echo -0.0, "\n";
echo 1.5e-7, "\n";
echo 0.00001, "\n";
echo 0.0001, "\n";
--EXPECT--
0.3
0.33333333333333
1.0E+15
1.0E+14
1.2345678901235E+17
1
-0
1.5E-7
1.0E-5
0.0001
