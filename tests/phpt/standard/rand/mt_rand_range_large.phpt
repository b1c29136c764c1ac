--TEST--
mt_rand with the full integer range
--FILE--
<?php
mt_srand(99);
var_dump(mt_rand(PHP_INT_MIN, PHP_INT_MAX));
var_dump(mt_rand(0, PHP_INT_MAX));
var_dump(mt_rand(-1000000000000, 1000000000000));
--EXPECT--
int(4105132368629232257)
int(6123361298642285753)
int(39148767077)
