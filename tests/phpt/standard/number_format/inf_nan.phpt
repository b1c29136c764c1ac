--TEST--
number_format of INF and NAN
--FILE--
<?php
var_dump(number_format(INF));
var_dump(number_format(-INF, 2));
var_dump(number_format(NAN, 2));
--EXPECT--
string(3) "inf"
string(3) "inf"
string(3) "nan"
