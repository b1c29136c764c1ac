--TEST--
stream_get_line with a delimiter
--FILE--
<?php
$m = fopen('php://memory', 'w+');
fwrite($m, "abc||def||ghi");
rewind($m);
var_dump(stream_get_line($m, 100, "||"));
var_dump(stream_get_line($m, 2, "||"));
var_dump(stream_get_line($m, 100, "||"));
var_dump(stream_get_line($m, 100, "||"));
var_dump(stream_get_line($m, 100, "||"));
--EXPECT--
string(3) "abc"
string(2) "de"
string(1) "f"
string(3) "ghi"
bool(false)
