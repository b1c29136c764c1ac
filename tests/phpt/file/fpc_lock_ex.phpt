--TEST--
file_put_contents with LOCK_EX truncates
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "long old content");
var_dump(file_put_contents($p, "new", LOCK_EX));
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
int(3)
string(3) "new"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
