--TEST--
convert_uuencode
--FILE--
<?php
var_dump(convert_uuencode("test\ntext text text\r\n"), convert_uuencode(""), convert_uuencode("a"));
--EXPECT--
string(32) "5=&5S=`IT97AT('1E>'0@=&5X=`T*
`
"
string(2) "`
"
string(8) "!80``
`
"
