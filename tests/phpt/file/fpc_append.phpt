--TEST--
file_put_contents with FILE_APPEND
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "a");
var_dump(file_put_contents($p, "b", FILE_APPEND));
var_dump(file_put_contents($p, "c", FILE_APPEND | LOCK_EX));
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
int(1)
int(1)
string(3) "abc"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
