--TEST--
NUL bytes in subject and replacement
--FILE--
<?php
var_dump(bin2hex(preg_replace('/\x00/', "\x01\x00", "a\0b")));
--EXPECT--
string(8) "61010062"
