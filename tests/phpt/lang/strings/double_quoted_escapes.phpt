--TEST--
Every double-quoted escape sequence
--FILE--
<?php
var_dump("\n", "\t", "\r", "\v", "\e", "\f", "\\", "\$", "\"");
--EXPECT--
string(1) "
"
string(1) "	"
string(1) ""
string(1) ""
string(1) ""
string(1) ""
string(1) "\"
string(1) "$"
string(1) """
