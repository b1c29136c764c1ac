--TEST--
hexdec beyond PHP_INT_MAX
--FILE--
<?php
var_dump(hexdec("ffffffffffffffff"), octdec("1777777777777777777777"), bindec(str_repeat("1", 64)));
--EXPECT--
float(1.8446744073709552E+19)
float(1.8446744073709552E+19)
float(1.8446744073709552E+19)
