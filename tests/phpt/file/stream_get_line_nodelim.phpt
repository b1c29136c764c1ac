--TEST--
stream_get_line without a delimiter
--FILE--
<?php
$m = fopen('php://memory', 'w+');
fwrite($m, "line1\nline2\n");
rewind($m);
var_dump(stream_get_line($m, 3));
var_dump(stream_get_line($m, 0, "\n"));
var_dump(stream_get_line($m, 0));
var_dump(stream_get_line($m, 0));
try { stream_get_line($m, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(3) "lin"
string(2) "e1"
string(6) "line2
"
bool(false)
stream_get_line(): Argument #2 ($length) must be greater than or equal to 0
