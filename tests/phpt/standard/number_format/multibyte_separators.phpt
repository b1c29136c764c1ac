--TEST--
number_format with multibyte separators
--FILE--
<?php
var_dump(number_format(1234567.5, 1, '٫', '٬'));
var_dump(number_format(9876543.21, 2, '·', ' '));
--EXPECT--
string(14) "1٬234٬567٫5"
string(13) "9 876 543·21"
