--TEST--
Hexadecimal integer literals
--FILE--
<?php
var_dump(0x0, 0x1A, 0XFF, 0xdeadBEEF, 0x7FFFFFFFFFFFFFFF);
--EXPECT--
int(0)
int(26)
int(255)
int(3735928559)
int(9223372036854775807)
