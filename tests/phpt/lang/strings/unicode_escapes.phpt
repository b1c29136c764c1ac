--TEST--
Unicode codepoint escapes
--FILE--
<?php
var_dump("\u{41}", "\u{e9}", "\u{20AC}", "\u{1F600}", "\u{0000041}");
var_dump(strlen("\u{10FFFF}"));
--EXPECT--
string(1) "A"
string(2) "é"
string(3) "€"
string(4) "😀"
string(1) "A"
int(4)
