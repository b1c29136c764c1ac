--TEST--
base64_decode skips garbage in non-strict mode
--FILE--
<?php
var_dump(base64_decode("aGVs bG8=\n"), base64_decode("aGVs*bG8"), base64_decode("YQ"), base64_decode("Y"), base64_decode("=YQ=="), base64_decode("YQ==YQ=="));
--EXPECT--
string(5) "hello"
string(5) "hello"
string(1) "a"
string(0) ""
string(1) "a"
string(3) "a"
