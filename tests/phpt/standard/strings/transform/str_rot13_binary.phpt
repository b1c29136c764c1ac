--TEST--
str_rot13 leaves other bytes
--FILE--
<?php
var_dump(bin2hex(str_rot13("a\0\xffZ")));
--EXPECT--
string(8) "6e00ff4d"
