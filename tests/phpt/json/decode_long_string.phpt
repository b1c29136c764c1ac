--TEST--
a long string value
--FILE--
<?php
$s = str_repeat("abc\u00e9", 1000);
$v = json_decode('"' . $s . '"');
var_dump(strlen($v), substr($v, 0, 5));
--EXPECT--
int(5000)
string(5) "abcé"
