--TEST--
rmdir on a non-empty directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/f");
var_dump(rmdir($p));
unlink("$p/f");
var_dump(rmdir($p));
--EXPECTF--

Warning: rmdir(/tmp/tusk_ft_rmdir_not_empty): Directory not empty in %s on line 5
bool(false)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
