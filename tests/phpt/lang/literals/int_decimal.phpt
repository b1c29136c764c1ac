--TEST--
Decimal integer literals
--FILE--
<?php
var_dump(0, 1, -1, 42, 9223372036854775807, -9223372036854775807);
--EXPECT--
int(0)
int(1)
int(-1)
int(42)
int(9223372036854775807)
int(-9223372036854775807)
