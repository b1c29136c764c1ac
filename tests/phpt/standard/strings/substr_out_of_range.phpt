--TEST--
substr with start beyond the end returns an empty string
--FILE--
<?php
var_dump(substr('abc', 3));
var_dump(substr('abc', 4));
var_dump(substr('abc', 10, 2));
var_dump(substr('', 0));
var_dump(substr('', -1));
--EXPECT--
string(0) ""
string(0) ""
string(0) ""
string(0) ""
string(0) ""
