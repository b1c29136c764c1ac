--TEST--
number_format with long separators
--FILE--
<?php
var_dump(number_format(1234567.891, 2, "<dot>", "<sep>"), number_format(1234.5, 1, "", " "), number_format(1e15, 0, ".", ","), number_format(-1234567, 0, ".", "'"));
--EXPECT--
string(24) "1<sep>234<sep>567<dot>89"
string(6) "1 2345"
string(21) "1,000,000,000,000,000"
string(10) "-1'234'567"
