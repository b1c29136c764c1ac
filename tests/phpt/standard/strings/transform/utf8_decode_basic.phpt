--TEST--
utf8_decode (deprecated in 8.2)
--FILE--
<?php
var_dump(bin2hex(utf8_decode("h\xc3\xa9\xe2\x82\xac\xff\xc3")), utf8_decode("plain"));
--EXPECTF--

Deprecated: Function utf8_decode() is deprecated in %s on line 2

Deprecated: Function utf8_decode() is deprecated in %s on line 2
string(10) "68e93f3f3f"
string(5) "plain"
