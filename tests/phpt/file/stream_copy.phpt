--TEST--
stream_copy_to_stream
--FILE--
<?php
$a = fopen('php://memory', 'w+');
fwrite($a, "0123456789");
rewind($a);
$b = fopen('php://memory', 'w+');
var_dump(stream_copy_to_stream($a, $b, 4, 2));
var_dump(stream_copy_to_stream($a, $b));
var_dump(stream_copy_to_stream($a, $b));
rewind($b);
var_dump(stream_get_contents($b));
--EXPECT--
int(4)
int(4)
int(0)
string(8) "23456789"
