--TEST--
realpath
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir("$p/a/b", 0777, true);
var_dump(realpath("$p/a/b/../b/./") === realpath($p) . '/a/b');
var_dump(realpath("$p/none"));
var_dump(realpath('/'), realpath('/.'));
var_dump(realpath('') === getcwd(), realpath('.') === getcwd());
rmdir("$p/a/b"); rmdir("$p/a"); rmdir($p);
--EXPECT--
bool(true)
bool(false)
string(1) "/"
string(1) "/"
bool(true)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
