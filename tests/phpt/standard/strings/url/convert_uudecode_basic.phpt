--TEST--
convert_uudecode round trip
--FILE--
<?php
$s = ""; for ($i = 0; $i < 256; $i++) $s .= chr($i);
var_dump(convert_uudecode(convert_uuencode($s)) === $s, convert_uudecode(convert_uuencode("hello")));
--EXPECT--
bool(true)
string(5) "hello"
