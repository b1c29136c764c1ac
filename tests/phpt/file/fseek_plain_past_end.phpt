--TEST--
fseek past the end of a plain file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc");
$f = fopen($p, 'r');
var_dump(fseek($f, 100), ftell($f));
var_dump(fread($f, 1), feof($f));
var_dump(fseek($f, -1), ftell($f));
fclose($f);
unlink($p);
--EXPECT--
int(0)
int(100)
string(0) ""
bool(true)
int(-1)
int(100)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
