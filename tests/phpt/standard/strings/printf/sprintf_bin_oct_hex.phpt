--TEST--
sprintf bases with negative numbers
--FILE--
<?php
var_dump(sprintf("%b %o %x %X", -2, -8, -255, 3054));
--EXPECT--
string(108) "1111111111111111111111111111111111111111111111111111111111111110 1777777777777777777770 ffffffffffffff01 BEE"
