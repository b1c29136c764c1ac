--TEST--
file() on an empty file and a missing one
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "");
var_dump(file($p));
unlink($p);
var_dump(file($p));
--EXPECTF--
array(0) {
}

Warning: file(/tmp/tusk_ft_file_empty): Failed to open stream: No such file or directory in %s on line 6
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
