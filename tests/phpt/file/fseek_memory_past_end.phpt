--TEST--
fseek past the end of php://memory fails
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "abc");
var_dump(fseek($f, 3), ftell($f));
var_dump(fseek($f, -1, SEEK_END), ftell($f));
var_dump(fseek($f, 1, SEEK_CUR), ftell($f));
var_dump(fread($f, 10));
var_dump(fseek($f, 10));
var_dump(ftell($f));
--EXPECT--
int(0)
int(3)
int(0)
int(2)
int(0)
int(3)
string(0) ""
int(-1)
bool(false)
