--TEST--
max of an array of numeric and non-numeric strings
--FILE--
<?php
var_dump(max(['10', '9', '1e1', 'abc']));
var_dump(min(['10', '9', '1e1', 'abc']));
--EXPECT--
string(3) "abc"
string(1) "9"
