--TEST--
is_uploaded_file and move_uploaded_file on the CLI
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
touch($p);
var_dump(is_uploaded_file($p), move_uploaded_file($p, $p . '_2'));
var_dump(file_exists($p), file_exists($p . '_2'));
unlink($p);
--EXPECT--
bool(false)
bool(false)
bool(true)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
