--TEST--
mkdir recursive when a file is in the way
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "file");
var_dump(mkdir("$p/sub", 0777, true));
var_dump(mkdir("$p/sub"));
unlink($p);
--EXPECTF--

Warning: mkdir(): Not a directory in %s on line 4
bool(false)

Warning: mkdir(): Not a directory in %s on line 5
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
