--TEST--
Exponentiation edge cases
--FILE--
<?php
var_dump(2 ** -2, (-2) ** 3, 0 ** -1);
--EXPECT--
float(0.25)
int(-8)
float(INF)
