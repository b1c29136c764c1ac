--TEST--
ltrim
--FILE--
<?php
var_dump(ltrim("  hi  "), ltrim("xxhixx", "x"), ltrim("0012", "0"), ltrim("\0\0a", "\0"));
--EXPECT--
string(4) "hi  "
string(4) "hixx"
string(2) "12"
string(1) "a"
