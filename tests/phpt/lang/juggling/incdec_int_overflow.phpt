--TEST--
Increment past PHP_INT_MAX becomes float
--FILE--
<?php
$i = PHP_INT_MAX; $i++; var_dump($i);
$j = PHP_INT_MIN; $j--; var_dump($j);
$k = PHP_INT_MAX; var_dump(++$k);
--EXPECT--
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(9.223372036854776E+18)
