--TEST--
NUL becomes \000
--FILE--
<?php
var_dump(preg_quote("a\0b"));
var_dump(preg_quote("\0", "\0"));
--EXPECT--
string(6) "a\000b"
string(4) "\000"
