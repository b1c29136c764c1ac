--TEST--
intval of out-of-range values
--FILE--
<?php
var_dump(intval('9223372036854775808'));
var_dump(intval('-9223372036854775809'));
var_dump(intval(1e19));
var_dump(intval(INF));
var_dump(intval(NAN));
var_dump(intval('1e100'));
--EXPECT--
int(9223372036854775807)
int(-9223372036854775808)
int(-8446744073709551616)
int(0)
int(0)
int(9223372036854775807)
