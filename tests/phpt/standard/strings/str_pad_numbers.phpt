--TEST--
str_pad with number inputs
--FILE--
<?php
var_dump(str_pad(7, 3, 0, STR_PAD_LEFT));
var_dump(str_pad(1.5, 6, '0'));
--EXPECT--
string(3) "007"
string(6) "1.5000"
