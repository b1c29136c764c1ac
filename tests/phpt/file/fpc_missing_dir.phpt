--TEST--
file_put_contents into a missing directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(file_put_contents($p . '/no/such', "x"));
--EXPECTF--

Warning: file_put_contents(/tmp/tusk_ft_fpc_missing_dir/no/such): Failed to open stream: No such file or directory in %s on line 3
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
