--TEST--
metaphone with non-letters
--FILE--
<?php
var_dump(metaphone(""), metaphone("123"), metaphone("  hello world  "), metaphone("o'neil"));
--EXPECT--
string(0) ""
string(0) ""
string(6) "HLWRLT"
string(3) "ONL"
