--TEST--
php://output is write-only and not seekable
--FILE--
<?php
$o = fopen('php://output', 'w');
var_dump(fread($o, 10));
var_dump(ftell($o));
var_dump(fseek($o, 0));
var_dump(fwrite($o, "abc\n"));
var_dump(ftell($o));
var_dump(feof($o));
--EXPECTF--
bool(false)
int(0)

Warning: fseek(): Stream does not support seeking in %s on line 5
int(-1)
abc
int(4)
int(4)
bool(true)
