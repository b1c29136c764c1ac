--TEST--
file_get_contents on a directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
var_dump(file_get_contents($p));
rmdir($p);
--EXPECTF--

Notice: file_get_contents(): Read of 12288 bytes failed with errno=21 Is a directory in %s on line 4
string(0) ""
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
