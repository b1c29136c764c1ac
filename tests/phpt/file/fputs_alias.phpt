--TEST--
fputs is fwrite
--FILE--
<?php
$f = fopen('php://memory', 'w+');
var_dump(fputs($f, "hello"), fputs($f, " world", 3));
rewind($f);
var_dump(stream_get_contents($f));
--EXPECT--
int(5)
int(3)
string(8) "hello wo"
