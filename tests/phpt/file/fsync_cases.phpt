--TEST--
fsync and fdatasync
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'w');
fwrite($f, "x");
var_dump(fsync($f), fdatasync($f));
fclose($f);
var_dump(fsync(fopen('php://memory', 'w')));
unlink($p);
--EXPECTF--
bool(true)
bool(true)

Warning: fsync(): Can't fsync this stream! in %s on line 7
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
