--TEST--
copy a file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "copy me");
var_dump(copy($p, $p . '_2'));
var_dump(file_get_contents($p . '_2'));
var_dump(copy($p . '_missing', $p . '_3'));
var_dump(file_exists($p . '_3'));
unlink($p); unlink($p . '_2');
--EXPECTF--
bool(true)
string(7) "copy me"

Warning: copy(/tmp/tusk_ft_copy_basic_missing): Failed to open stream: No such file or directory in %s on line 6
bool(false)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
