--TEST--
base64_encode and base64_decode
--FILE--
<?php
var_dump(base64_encode("hello"), base64_encode(""), base64_encode("a"), base64_encode("ab"), base64_encode("abc"), base64_encode("\xff\xfe\xfd"));
var_dump(base64_decode("aGVsbG8="), base64_decode("YQ=="), base64_decode("YWI="), base64_decode(""));
--EXPECT--
string(8) "aGVsbG8="
string(0) ""
string(4) "YQ=="
string(4) "YWI="
string(4) "YWJj"
string(4) "//79"
string(5) "hello"
string(1) "a"
string(2) "ab"
string(0) ""
