--TEST--
a file path with a trailing slash
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
touch($p);
var_dump(is_file("$p/"), file_exists("$p/"), is_dir("$p/"));
var_dump(@file_get_contents("$p/"));
unlink($p);
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
