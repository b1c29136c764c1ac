--TEST--
is_link and lstat on a symlink
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "target");
symlink($p, $p . '_l');
var_dump(is_link($p . '_l'), is_link($p), is_file($p . '_l'));
var_dump(filetype($p . '_l'), filetype($p));
var_dump(lstat($p . '_l')['size'] === strlen($p), stat($p . '_l')['size']);
unlink($p . '_l'); unlink($p);
--EXPECT--
bool(true)
bool(false)
bool(true)
string(4) "link"
string(4) "file"
bool(true)
int(6)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
