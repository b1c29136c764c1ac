--TEST--
number_format of large and special values
--FILE--
<?php
var_dump(number_format(1e20), number_format(PHP_INT_MAX), number_format(INF), number_format(-INF), number_format(NAN), number_format(0.0, 3));
--EXPECT--
string(27) "100,000,000,000,000,000,000"
string(25) "9,223,372,036,854,775,808"
string(3) "inf"
string(3) "inf"
string(3) "nan"
string(5) "0.000"
