--TEST--
stat on a directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
$s = stat($p);
var_dump(decoct($s['mode'] & 0170000));
var_dump(filetype($p));
rmdir($p);
var_dump(filetype($p));
--EXPECTF--
string(5) "40000"
string(3) "dir"

Warning: filetype(): Lstat failed for /tmp/tusk_ft_stat_dir in %s on line 8
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
