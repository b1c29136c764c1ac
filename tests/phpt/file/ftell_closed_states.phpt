--TEST--
ftell and feof on tmpfile after writes
--FILE--
<?php
$f = tmpfile();
fwrite($f, "abc");
var_dump(ftell($f), feof($f));
var_dump(fread($f, 1), feof($f));
fseek($f, 1);
var_dump(fgetc($f), ftell($f));
--EXPECT--
int(3)
bool(false)
string(0) ""
bool(true)
string(1) "b"
int(2)
