--TEST--
wordwrap with a break that starts with a NUL byte
--FILE--
<?php
var_dump(bin2hex(wordwrap("ab\0cdefgh", 3, "\0x", true)));
--EXPECT--
string(22) "6162006364656600786768"
