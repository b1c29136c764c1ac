--TEST--
substr_replace with out-of-range offsets
--FILE--
<?php
var_dump(substr_replace("abc", "X", 10), substr_replace("abc", "X", -10), substr_replace("abc", "X", 1, -10), substr_replace("abc", "X", 1, 100), substr_replace("abc", "X", 0, null));
--EXPECT--
string(4) "abcX"
string(1) "X"
string(4) "aXbc"
string(2) "aX"
string(1) "X"
