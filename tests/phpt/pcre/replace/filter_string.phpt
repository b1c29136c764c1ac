--TEST--
preg_filter with a string subject
--FILE--
<?php
var_dump(preg_filter('/a/', 'b', 'cat'));
var_dump(preg_filter('/a/', 'b', 'dog'));
--EXPECT--
string(3) "cbt"
NULL
