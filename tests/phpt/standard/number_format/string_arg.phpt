--TEST--
number_format with numeric string arguments
--FILE--
<?php
var_dump(number_format('1234.5'));
var_dump(number_format('1e3', 1));
--EXPECT--
string(5) "1,235"
string(7) "1,000.0"
