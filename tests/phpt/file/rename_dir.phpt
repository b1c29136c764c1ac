--TEST--
rename a directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
file_put_contents("$p/f", "in dir");
var_dump(rename($p, $p . '_d'));
var_dump(is_dir($p), file_get_contents($p . '_d/f'));
unlink($p . '_d/f');
rmdir($p . '_d');
--EXPECT--
bool(true)
bool(false)
string(6) "in dir"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
