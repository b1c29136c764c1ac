--TEST--
strripos never finds a single byte above 0x7f
--FILE--
<?php
var_dump(strripos("a\xacb", "\xac"), strripos("a\xacb", "\xacb"), strripos("a\x7fb", "\x7f"), stripos("a\xacb", "\xac"), strrpos("a\xacb", "\xac"));
--EXPECT--
bool(false)
int(1)
int(1)
int(1)
int(1)
