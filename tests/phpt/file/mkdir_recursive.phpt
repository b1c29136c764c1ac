--TEST--
mkdir recursive
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(mkdir("$p/a/b/c"));
var_dump(mkdir("$p/a/b/c", 0777, true));
var_dump(is_dir("$p/a/b/c"));
var_dump(mkdir("$p/a/b", 0777, true));
rmdir("$p/a/b/c"); rmdir("$p/a/b"); rmdir("$p/a"); rmdir($p);
var_dump(file_exists($p));
--EXPECTF--

Warning: mkdir(): No such file or directory in %s on line 3
bool(false)
bool(true)
bool(true)

Warning: mkdir(): File exists in %s on line 6
bool(false)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
