--TEST--
rewind after reading
--FILE--
<?php
$f = fopen('php://temp', 'w+');
fwrite($f, "xyz");
var_dump(rewind($f));
var_dump(fread($f, 3));
var_dump(rewind($f), ftell($f));
--EXPECT--
bool(true)
string(3) "xyz"
bool(true)
int(0)
