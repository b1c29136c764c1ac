--TEST--
strpos edge cases
--FILE--
<?php
var_dump(strpos("abc", "c", -1), strpos("abc", "a", -3), strpos("abcabc", "abc", 1), strpos("", ""), strpos("abc", "", 3));
--EXPECT--
int(2)
int(0)
int(3)
int(0)
int(3)
