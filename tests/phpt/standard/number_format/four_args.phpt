--TEST--
number_format with custom separators
--FILE--
<?php
var_dump(number_format(1234567.891, 2, ',', '.'));
var_dump(number_format(1234567.891, 2, '.', ' '));
var_dump(number_format(1234567.891, 2, '', ''));
var_dump(number_format(1234567.891, 3, 'dec', 'thou'));
--EXPECT--
string(12) "1.234.567,89"
string(12) "1 234 567.89"
string(9) "123456789"
string(21) "1thou234thou567dec891"
