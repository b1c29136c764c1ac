--TEST--
fwrite with a length
--FILE--
<?php
$f = fopen('php://memory', 'w+');
var_dump(fwrite($f, "abcdef", 3));
var_dump(fwrite($f, "xyz", 0));
var_dump(fwrite($f, "xyz", -1));
var_dump(fwrite($f, "xyz", 100));
var_dump(fwrite($f, ""));
rewind($f);
var_dump(stream_get_contents($f));
--EXPECT--
int(3)
int(0)
int(0)
int(3)
int(0)
string(6) "abcxyz"
