--TEST--
a one-value range
--FILE--
<?php
mt_srand(1);
var_dump(mt_rand(5, 5), mt_rand(-3, -3), rand(0, 0));
--EXPECT--
int(5)
int(-3)
int(0)
