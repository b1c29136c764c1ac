--TEST--
php://memory opened read-only
--FILE--
<?php
$m = fopen('php://memory', 'r');
var_dump(fwrite($m, "x"));
var_dump(fread($m, 10));
var_dump(stream_get_meta_data($m)['mode']);
--EXPECT--
bool(false)
string(0) ""
string(2) "rb"
