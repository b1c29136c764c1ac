--TEST--
numbers out of range
--FILE--
<?php
var_dump(unserialize('i:99999999999999999999;'), unserialize('i:9223372036854775808;'), unserialize('i:-9223372036854775808;'), unserialize('i:0009223372036854775807;'));
var_dump(unserialize('a:99999999999999999999:{}'));
--EXPECTF--

Warning: unserialize(): Numerical result out of range in %s on line 2

Warning: unserialize(): Numerical result out of range in %s on line 2
int(9223372036854775807)
int(9223372036854775807)
int(-9223372036854775808)
int(9223372036854775807)

Warning: unserialize(): Numerical result out of range in %s on line 3

Notice: unserialize(): Error at offset 24 of 25 bytes in %s on line 3
bool(false)
