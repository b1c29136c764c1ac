--TEST--
addslashes escapes quotes, backslash and NUL
--FILE--
<?php
var_dump(addslashes("O'Reilly \"quoted\" back\\slash"), addslashes("a\0b"), addslashes(""), addslashes("plain"));
--EXPECT--
string(32) "O\'Reilly \"quoted\" back\\slash"
string(4) "a\0b"
string(0) ""
string(5) "plain"
