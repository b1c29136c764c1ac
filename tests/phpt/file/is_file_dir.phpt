--TEST--
is_file and is_dir
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x");
mkdir($p . '_d');
var_dump(is_file($p), is_dir($p), is_file($p . '_d'), is_dir($p . '_d'), is_file($p . '_none'), is_dir($p . '_none'));
var_dump(is_dir('.'), is_dir('/'), is_file(''), is_dir(''));
unlink($p); rmdir($p . '_d');
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
