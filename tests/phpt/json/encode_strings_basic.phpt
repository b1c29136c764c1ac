--TEST--
json_encode escapes
--FILE--
<?php
var_dump(json_encode("hello"), json_encode(""), json_encode("a\"b\\c/d"), json_encode("\x08\x0c\n\r\t"), json_encode("\x00\x01\x1f\x7f"));
--EXPECT--
string(7) ""hello""
string(2) """"
string(12) ""a\"b\\c\/d""
string(12) ""\b\f\n\r\t""
string(21) ""\u0000\u0001\u001f""
