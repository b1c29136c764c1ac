--TEST--
strrev
--FILE--
<?php
var_dump(strrev("hello"), strrev(""), strrev("a"), strrev("12345"), bin2hex(strrev("\x01\x02\xff")));
--EXPECT--
string(5) "olleh"
string(0) ""
string(1) "a"
string(5) "54321"
string(6) "ff0201"
