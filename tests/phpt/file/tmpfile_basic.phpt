--TEST--
tmpfile is read-write and removed on close
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = tmpfile();
var_dump(get_resource_type($f));
fwrite($f, "temp data");
rewind($f);
var_dump(fread($f, 100));
$path = stream_get_meta_data($f)['uri'];
var_dump(file_exists($path));
var_dump(stream_get_meta_data($f)['mode']);
fclose($f);
var_dump(file_exists($path));
--EXPECT--
string(6) "stream"
string(9) "temp data"
bool(true)
string(3) "r+b"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
