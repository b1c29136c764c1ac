--TEST--
fputcsv with an array field
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fputcsv($f, ['a', [1, 2], 'b']);
rewind($f);
var_dump(stream_get_contents($f));
--EXPECTF--

Warning: Array to string conversion in %s on line 3
string(10) "a,Array,b
"
