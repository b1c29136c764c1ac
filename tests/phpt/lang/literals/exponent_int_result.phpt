--TEST--
** with ints returns int or float
--FILE--
<?php
var_dump(2 ** 10, 2 ** 62, 2 ** 63, 2 ** 64, 2 ** -1, 0 ** 0, (-8) ** (1/3));
var_dump(10 ** 18, 10 ** 19);
--EXPECT--
int(1024)
int(4611686018427387904)
float(9.223372036854776E+18)
float(1.8446744073709552E+19)
float(0.5)
int(1)
float(NAN)
int(1000000000000000000)
float(1.0E+19)
