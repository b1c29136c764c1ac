--TEST--
number_format with null separators uses defaults
--FILE--
<?php
var_dump(number_format(1234.5, 1, null, null));
var_dump(number_format(1234.5, 1, ',', null));
--EXPECT--
string(7) "1,234.5"
string(7) "1,234,5"
