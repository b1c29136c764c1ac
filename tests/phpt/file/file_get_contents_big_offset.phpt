--TEST--
file_get_contents with an offset past the end
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc");
var_dump(file_get_contents($p, false, null, 10));
var_dump(file_get_contents($p, false, null, 3));
var_dump(file_get_contents($p, false, null, -10));
unlink($p);
--EXPECTF--
string(0) ""
string(0) ""

Warning: file_get_contents(): Failed to seek to position -10 in the stream in %s on line 6
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
