--TEST--
unlink clears the stat cache
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc");
var_dump(filesize($p), is_file($p));
unlink($p);
var_dump(is_file($p), file_exists($p));
file_put_contents($p, "abcd");
var_dump(filesize($p));
unlink($p);
--EXPECT--
int(3)
bool(true)
bool(false)
bool(false)
int(4)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
