--TEST--
soundex of empty and non-letters
--FILE--
<?php
var_dump(soundex(""), soundex("123"), soundex("a"), soundex("  hello  "), soundex("Ellery"));
--EXPECT--
string(4) "0000"
string(4) "0000"
string(4) "A000"
string(4) "H400"
string(4) "E460"
