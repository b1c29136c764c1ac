--TEST--
pow with integer results
--FILE--
<?php
var_dump(pow(2, 10));
var_dump(pow(-3, 3));
var_dump(pow(5, 0));
var_dump(pow(0, 0));
var_dump(2 ** 62);
var_dump(pow('3', '2'));
--EXPECT--
int(1024)
int(-27)
int(1)
int(1)
int(4611686018427387904)
int(9)
