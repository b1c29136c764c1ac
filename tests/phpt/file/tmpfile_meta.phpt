--TEST--
tmpfile metadata
--FILE--
<?php
$f = tmpfile();
$m = stream_get_meta_data($f);
var_dump($m['wrapper_type'], $m['stream_type'], $m['mode'], $m['seekable']);
var_dump(dirname($m['uri']) === sys_get_temp_dir());
var_dump(fstat($f)['size']);
fwrite($f, "12345");
var_dump(fstat($f)['size']);
--EXPECT--
string(9) "plainfile"
string(5) "STDIO"
string(3) "r+b"
bool(true)
bool(true)
int(0)
int(5)
