--TEST--
filesize
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, str_repeat('x', 1000));
var_dump(filesize($p));
unlink($p);
var_dump(filesize($p));
--EXPECTF--
int(1000)

Warning: filesize(): stat failed for /tmp/tusk_ft_filesize_cases in %s on line 6
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
