--TEST--
unlink errors
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x");
var_dump(unlink($p));
var_dump(unlink($p));
mkdir($p);
var_dump(unlink($p));
rmdir($p);
--EXPECTF--
bool(true)

Warning: unlink(/tmp/tusk_ft_unlink_cases): No such file or directory in %s on line 5
bool(false)

Warning: unlink(/tmp/tusk_ft_unlink_cases): Is a directory in %s on line 7
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
