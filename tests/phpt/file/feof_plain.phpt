--TEST--
feof on a plain file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc");
$f = fopen($p, 'r');
var_dump(feof($f));
var_dump(fread($f, 3));
var_dump(feof($f));
var_dump(fread($f, 3));
var_dump(feof($f));
rewind($f);
var_dump(feof($f));
fclose($f);
unlink($p);
--EXPECT--
bool(false)
string(3) "abc"
bool(false)
string(0) ""
bool(true)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
