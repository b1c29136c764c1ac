--TEST--
feof on php://memory
--FILE--
<?php
$m = fopen('php://memory', 'w+');
var_dump(feof($m));
fwrite($m, "ab");
var_dump(feof($m));
rewind($m);
var_dump(fread($m, 2), feof($m));
var_dump(fread($m, 1), feof($m));
fseek($m, 0);
var_dump(feof($m));
--EXPECT--
bool(false)
bool(false)
string(2) "ab"
bool(false)
string(0) ""
bool(true)
bool(false)
