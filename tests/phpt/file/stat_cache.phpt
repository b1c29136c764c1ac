--TEST--
the stat cache keeps old results until cleared
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc");
var_dump(filesize($p));
file_put_contents($p, "abcdef");
var_dump(filesize($p));
clearstatcache();
var_dump(filesize($p));
unlink($p);
var_dump(file_exists($p));
--EXPECT--
int(3)
int(3)
int(6)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
