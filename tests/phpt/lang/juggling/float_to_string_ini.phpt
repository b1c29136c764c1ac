--TEST--
Changing the precision ini setting
--FILE--
<?php
ini_set('precision', '4');
echo 1/3, " ", 12345.678, "\n";
ini_set('precision', '17');
echo 0.1, "\n";
ini_set('precision', '-1');
echo 0.1, " ", 1/3, "\n";
--EXPECT--
0.3333 1.235E+4
0.10000000000000001
0.1 0.3333333333333333
