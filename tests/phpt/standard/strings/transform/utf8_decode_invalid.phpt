--TEST--
utf8_decode of invalid sequences
--FILE--
<?php
var_dump(utf8_decode("\xe2\x82"), utf8_decode("\xe2\x82A"), utf8_decode("\xf0\x9f\x98\x80"), utf8_decode("\xc0\x80"), utf8_decode("\xed\xa0\x80"), utf8_decode("\xf0\x9fA"));
--EXPECTF--

Deprecated: Function utf8_decode() is deprecated in %s on line 2

Deprecated: Function utf8_decode() is deprecated in %s on line 2

Deprecated: Function utf8_decode() is deprecated in %s on line 2

Deprecated: Function utf8_decode() is deprecated in %s on line 2

Deprecated: Function utf8_decode() is deprecated in %s on line 2

Deprecated: Function utf8_decode() is deprecated in %s on line 2
string(1) "?"
string(2) "?A"
string(1) "?"
string(2) "??"
string(1) "?"
string(2) "?A"
