--TEST--
strrpos with offsets
--FILE--
<?php
var_dump(strrpos("0123456789a123456789b", "7", -5), strrpos("0123456789a123456789b", "7", 20), strrpos("0123456789a123456789b", "7", 28 - 28), strrpos("abcabc", "abc", -1), strrpos("abcabc", "abc", -3), strrpos("abcabc", "abc", -4));
--EXPECT--
int(7)
bool(false)
int(17)
int(3)
int(3)
int(0)
