--TEST--
file_get_contents with offset and length
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "0123456789");
var_dump(file_get_contents($p, false, null, 3));
var_dump(file_get_contents($p, false, null, 3, 4));
var_dump(file_get_contents($p, false, null, 0, 0));
var_dump(file_get_contents($p, false, null, -3));
var_dump(file_get_contents($p, length: 2));
try { file_get_contents($p, false, null, 0, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
unlink($p);
--EXPECT--
string(7) "3456789"
string(4) "3456"
string(0) ""
string(3) "789"
string(2) "01"
file_get_contents(): Argument #5 ($length) must be greater than or equal to 0
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
