--TEST--
fseek whence values
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "0123456789");
var_dump(ftell($f));
var_dump(fseek($f, 2));
var_dump(ftell($f), fread($f, 2));
var_dump(fseek($f, 3, SEEK_CUR));
var_dump(ftell($f), fread($f, 1));
var_dump(fseek($f, -2, SEEK_END));
var_dump(ftell($f), fread($f, 5));
--EXPECT--
int(10)
int(0)
int(2)
string(2) "23"
int(0)
int(7)
string(1) "7"
int(0)
int(8)
string(2) "89"
