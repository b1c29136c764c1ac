--TEST--
base64_decode strict mode
--FILE--
<?php
var_dump(base64_decode("aGVsbG8=", true), base64_decode("aGVs bG8=", true), base64_decode("aGVs*bG8", true), base64_decode("YQ", true), base64_decode("Y", true), base64_decode("YQ===", true), base64_decode("YQ==YQ==", true), base64_decode("YQ=", true), base64_decode("YWI=\n", true));
--EXPECT--
string(5) "hello"
string(5) "hello"
bool(false)
string(1) "a"
bool(false)
bool(false)
bool(false)
bool(false)
string(2) "ab"
