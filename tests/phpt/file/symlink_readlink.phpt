--TEST--
symlink, readlink and link
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "t");
var_dump(symlink($p, $p . '_s'));
var_dump(readlink($p . '_s') === $p);
var_dump(link($p, $p . '_h'));
var_dump(stat($p)['nlink']);
var_dump(symlink($p, $p . '_s'));
var_dump(readlink($p . '_nope'));
unlink($p . '_s'); unlink($p . '_h'); unlink($p);
--EXPECTF--
bool(true)
bool(true)
bool(true)
int(2)

Warning: symlink(): File exists in %s on line 8
bool(false)

Warning: readlink(): No such file or directory in %s on line 9
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
