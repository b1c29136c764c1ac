--TEST--
DEL and Latin-1 bytes
--FILE--
<?php
var_dump(json_encode("\x7f"), json_encode("\xa9"), json_encode("\xc2\xa9"));
--EXPECT--
string(3) """"
bool(false)
string(8) ""\u00a9""
