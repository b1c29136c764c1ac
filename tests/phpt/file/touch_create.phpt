--TEST--
touch creates a missing file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(file_exists($p));
var_dump(touch($p));
var_dump(file_exists($p), filesize($p));
var_dump(abs(filemtime($p) - time()) < 5);
unlink($p);
var_dump(touch($p . '/no/such'));
--EXPECTF--
bool(false)
bool(true)
bool(true)
int(0)
bool(true)

Warning: touch(): Unable to create file /tmp/tusk_ft_touch_create/no/such because No such file or directory in %s on line 8
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
