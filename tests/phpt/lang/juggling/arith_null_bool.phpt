--TEST--
Arithmetic with null and bools
--FILE--
<?php
var_dump(null + 1, true + true, false * 5, null - null, true / 2, -null, -true);
--EXPECT--
int(1)
int(2)
int(0)
int(0)
float(0.5)
int(0)
int(-1)
