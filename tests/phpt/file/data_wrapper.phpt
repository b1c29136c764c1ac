--TEST--
the data: wrapper
--FILE--
<?php
var_dump(file_get_contents('data://text/plain;base64,SGVsbG8gV29ybGQ='));
var_dump(file_get_contents('data:text/plain,hello%20world+x'));
var_dump(file_get_contents('data://,abc'));
var_dump(file_get_contents('data://text/plain;charset=utf-8;base64,SGk='));
var_dump(file_get_contents('data://text/plain;base64,SGk'));
var_dump(file_get_contents('data://text/plain;base64,'));
var_dump(file_get_contents('data://nocomma'));
--EXPECTF--
string(11) "Hello World"
string(13) "hello world x"
string(3) "abc"
string(2) "Hi"
string(2) "Hi"
string(0) ""

Warning: file_get_contents(data://nocomma): Failed to open stream: rfc2397: no comma in URL in %s on line 8
bool(false)
