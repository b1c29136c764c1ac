--TEST--
fgets on a last line without a newline sets eof
--FILE--
<?php
$m = fopen('php://memory', 'w+');
fwrite($m, "x\ny");
rewind($m);
var_dump(fgets($m), feof($m));
var_dump(fgets($m), feof($m));
var_dump(fgets($m), feof($m));
--EXPECT--
string(2) "x
"
bool(false)
string(1) "y"
bool(true)
bool(false)
bool(true)
