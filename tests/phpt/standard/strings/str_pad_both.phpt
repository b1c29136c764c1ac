--TEST--
str_pad with STR_PAD_BOTH
--FILE--
<?php
var_dump(str_pad('abc', 7, '*', STR_PAD_BOTH));
var_dump(str_pad('abc', 8, '*', STR_PAD_BOTH));
var_dump(str_pad('abc', 10, 'xy', STR_PAD_BOTH));
var_dump(str_pad('a', 4, '12345', STR_PAD_BOTH));
--EXPECT--
string(7) "**abc**"
string(8) "**abc***"
string(10) "xyxabcxyxy"
string(4) "1a12"
