--TEST--
str_repeat edge cases
--FILE--
<?php
var_dump(str_repeat("ab", 0), str_repeat("", 5), str_repeat("-", 3));
try { str_repeat("x", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(0) ""
string(0) ""
string(3) "---"
str_repeat(): Argument #2 ($times) must be greater than or equal to 0
