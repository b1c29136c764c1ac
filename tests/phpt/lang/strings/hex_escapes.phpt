--TEST--
Hex escapes in double quotes
--FILE--
<?php
var_dump("\x41\x42", "\x4", "\x4g", "\xZZ", "\X41");
--EXPECT--
string(2) "AB"
string(1) ""
string(2) "g"
string(4) "\xZZ"
string(1) "A"
