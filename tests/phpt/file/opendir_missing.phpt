--TEST--
opendir on a missing directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(opendir($p . '_missing'));
--EXPECTF--

Warning: opendir(/tmp/tusk_ft_opendir_missing_missing): Failed to open directory: No such file or directory in %s on line 3
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
