--TEST--
intval of large values
--FILE--
<?php
var_dump(intval("9999999999999999999"), intval("-9999999999999999999"), intval(1e19), intval("1e19"), intval(NAN), intval(INF), intval("7fffffffffffffffff", 16), intval("-7fffffffffffffffff", 16));
--EXPECT--
int(9223372036854775807)
int(-9223372036854775808)
int(-8446744073709551616)
int(9223372036854775807)
int(0)
int(0)
int(9223372036854775807)
int(-9223372036854775808)
