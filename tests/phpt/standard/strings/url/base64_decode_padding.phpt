--TEST--
base64_decode padding in the middle
--FILE--
<?php
var_dump(base64_decode("YQ==YWI="), base64_decode("YQ==YWI=", true), base64_decode("Y=Q="), base64_decode("Y=Q=", true), base64_decode("====", true), base64_decode("===="));
--EXPECT--
string(3) "a"
bool(false)
string(1) "a"
bool(false)
bool(false)
string(0) ""
