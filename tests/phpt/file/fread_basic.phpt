--TEST--
fread lengths
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "0123456789");
$f = fopen($p, 'r');
var_dump(fread($f, 3));
var_dump(fread($f, 3));
var_dump(fread($f, 100));
var_dump(fread($f, 1));
var_dump(feof($f));
fclose($f);
unlink($p);
--EXPECT--
string(3) "012"
string(3) "345"
string(4) "6789"
string(0) ""
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
