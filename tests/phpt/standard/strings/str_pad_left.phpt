--TEST--
str_pad with STR_PAD_LEFT
--FILE--
<?php
var_dump(str_pad('5', 3, '0', STR_PAD_LEFT));
var_dump(str_pad('abc', 8, 'xy', STR_PAD_LEFT));
--EXPECT--
string(3) "005"
string(8) "xyxyxabc"
