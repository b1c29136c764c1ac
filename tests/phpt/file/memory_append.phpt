--TEST--
php://memory in append mode
--FILE--
<?php
$m = fopen('php://memory', 'a+');
fwrite($m, "abc");
rewind($m);
fwrite($m, "def");
rewind($m);
var_dump(stream_get_contents($m));
--EXPECT--
string(6) "abcdef"
