--TEST--
a dangling symlink
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
symlink($p . '_gone', $p . '_l');
var_dump(file_exists($p . '_l'), is_link($p . '_l'), is_file($p . '_l'));
var_dump(filetype($p . '_l'));
var_dump(realpath($p . '_l'));
unlink($p . '_l');
--EXPECT--
bool(false)
bool(true)
bool(false)
string(4) "link"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
