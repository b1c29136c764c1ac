--TEST--
fputcsv with numbers and spaces
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fputcsv($f, [0, -1.5, 1e20, ' ', "a\rb", 'x\\y']);
rewind($f);
var_dump(stream_get_contents($f));
--EXPECT--
string(31) "0,-1.5,1.0E+20," ","ab","x\y"
"
