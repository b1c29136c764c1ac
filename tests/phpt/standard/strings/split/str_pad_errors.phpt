--TEST--
str_pad errors
--FILE--
<?php
try { str_pad("a", 5, ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { str_pad("a", 5, " ", 3); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(str_pad("abc", 2, ""));
--EXPECT--
str_pad(): Argument #3 ($pad_string) must be a non-empty string
str_pad(): Argument #4 ($pad_type) must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH
string(3) "abc"
