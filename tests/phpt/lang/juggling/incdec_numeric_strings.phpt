--TEST--
Incrementing numeric strings converts to number
--FILE--
<?php
$s = "5"; $s++; var_dump($s);
$s = "5.5"; $s++; var_dump($s);
$s = "1e2"; $s++; var_dump($s);
$s = "-3"; $s++; var_dump($s);
$s = "9223372036854775807"; $s++; var_dump($s);
$s = "0x1"; $s++; var_dump($s);
--EXPECT--
int(6)
float(6.5)
float(101)
int(-2)
float(9.223372036854776E+18)
string(3) "0x2"
