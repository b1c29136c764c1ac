--TEST--
substr works on bytes
--FILE--
<?php
var_dump(bin2hex(substr('héllo', 1, 1)));
var_dump(substr("a\0b\0c", 1, 3) === "\0b\0");
--EXPECT--
string(2) "c3"
bool(true)
