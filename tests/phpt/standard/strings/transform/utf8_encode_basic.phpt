--TEST--
utf8_encode (deprecated in 8.2)
--FILE--
<?php
var_dump(bin2hex(utf8_encode("caf\xe9")), utf8_encode("abc"));
--EXPECTF--

Deprecated: Function utf8_encode() is deprecated in %s on line 2

Deprecated: Function utf8_encode() is deprecated in %s on line 2
string(10) "636166c3a9"
string(3) "abc"
