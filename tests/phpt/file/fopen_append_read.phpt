--TEST--
reading a file opened in a mode
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc");
$f = fopen($p, 'a');
var_dump(fread($f, 10));
fclose($f);
unlink($p);
--EXPECTF--

Notice: fread(): Read of 8192 bytes failed with errno=9 Bad file descriptor in %s on line 5
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
