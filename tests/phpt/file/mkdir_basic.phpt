--TEST--
mkdir and rmdir
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(mkdir($p));
var_dump(is_dir($p));
var_dump(mkdir($p));
var_dump(rmdir($p));
var_dump(rmdir($p));
var_dump(is_dir($p));
--EXPECTF--
bool(true)
bool(true)

Warning: mkdir(): File exists in %s on line 5
bool(false)
bool(true)

Warning: rmdir(/tmp/tusk_ft_mkdir_basic): No such file or directory in %s on line 7
bool(false)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
