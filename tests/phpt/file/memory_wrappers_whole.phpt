--TEST--
whole-file functions on php:// streams
--FILE--
<?php
var_dump(file_get_contents('php://memory'));
var_dump(file_put_contents('php://memory', 'abc'));
var_dump(file_put_contents('php://output', "to output\n"));
var_dump(file('php://memory'));
--EXPECT--
string(0) ""
int(3)
to output
int(10)
array(0) {
}
