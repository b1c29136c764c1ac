--TEST--
rename a directory onto a file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
file_put_contents($p . '_f', 'x');
var_dump(rename($p, $p . '_f'));
rmdir($p); unlink($p . '_f');
--EXPECTF--

Warning: rename(/tmp/tusk_ft_rename_dir_onto_file,/tmp/tusk_ft_rename_dir_onto_file_f): Not a directory in %s on line 5
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
