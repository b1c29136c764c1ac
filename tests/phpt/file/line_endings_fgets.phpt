--TEST--
fgets splits on 
 only
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fwrite($f, "a\r\nb\rc\n");
rewind($f);
var_dump(fgets($f), fgets($f), fgets($f));
--EXPECT--
string(3) "a
"
string(4) "bc
"
bool(false)
