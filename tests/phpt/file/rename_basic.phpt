--TEST--
rename a file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "moving");
var_dump(rename($p, $p . '_b'));
var_dump(file_exists($p), file_get_contents($p . '_b'));
var_dump(rename($p, $p . '_c'));
unlink($p . '_b');
--EXPECTF--
bool(true)
bool(false)
string(6) "moving"

Warning: rename(/tmp/tusk_ft_rename_basic,/tmp/tusk_ft_rename_basic_c): No such file or directory in %s on line 6
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
