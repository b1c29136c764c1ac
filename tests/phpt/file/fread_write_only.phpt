--TEST--
reading a write-only file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'w');
var_dump(fread($f, 10));
var_dump(fgets($f));
var_dump(fgetc($f));
fclose($f);
unlink($p);
--EXPECTF--

Notice: fread(): Read of 8192 bytes failed with errno=9 Bad file descriptor in %s on line 4
bool(false)

Notice: fgets(): Read of 8192 bytes failed with errno=9 Bad file descriptor in %s on line 5
bool(false)

Notice: fgetc(): Read of 8192 bytes failed with errno=9 Bad file descriptor in %s on line 6
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
