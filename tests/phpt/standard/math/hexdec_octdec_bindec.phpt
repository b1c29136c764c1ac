--TEST--
hexdec, octdec, bindec
--FILE--
<?php
var_dump(hexdec("ff"), hexdec("FF"), hexdec("7fffffffffffffff"), hexdec("8000000000000000"), octdec("777"), octdec("17"), bindec("1010"), bindec("1111111111111111111111111111111111111111111111111111111111111111"));
--EXPECT--
int(255)
int(255)
int(9223372036854775807)
float(9.223372036854776E+18)
int(511)
int(15)
int(10)
float(1.8446744073709552E+19)
