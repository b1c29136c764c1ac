--TEST--
strlen, substr, strpos on binary strings
--FILE--
<?php
$s = "a\0b\0c";
var_dump(strlen($s), substr($s, 1, 3) === "\0b\0", strpos($s, "c"));
var_dump(str_repeat("ab", 3), str_pad("x", 5, "-", STR_PAD_BOTH));
--EXPECT--
int(5)
bool(true)
int(4)
string(6) "ababab"
string(5) "--x--"
