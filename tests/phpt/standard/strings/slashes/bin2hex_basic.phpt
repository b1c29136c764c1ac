--TEST--
bin2hex
--FILE--
<?php
var_dump(bin2hex("abc"), bin2hex("\x00\xff\x10"), bin2hex(""), bin2hex(255));
--EXPECT--
string(6) "616263"
string(6) "00ff10"
string(0) ""
string(6) "323535"
