--TEST--
file_exists
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(file_exists($p));
touch($p);
var_dump(file_exists($p));
unlink($p);
var_dump(file_exists($p));
var_dump(file_exists(''), file_exists('/'));
try { file_exists("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
