--TEST--
stream_get_contents length and offset
--FILE--
<?php
$m = fopen('php://memory', 'w+');
fwrite($m, "0123456789");
var_dump(stream_get_contents($m));
var_dump(stream_get_contents($m, -1, 0));
var_dump(stream_get_contents($m, 3, 2));
var_dump(stream_get_contents($m, 2));
var_dump(stream_get_contents($m, 0));
var_dump(stream_get_contents($m, null, 8));
try { stream_get_contents($m, -2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(0) ""
string(10) "0123456789"
string(3) "234"
string(2) "56"
string(0) ""
string(2) "89"
stream_get_contents(): Argument #2 ($length) must be greater than or equal to -1
