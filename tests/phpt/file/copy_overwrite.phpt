--TEST--
copy overwrites the target
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "new");
file_put_contents($p . '_2', "old and longer");
var_dump(copy($p, $p . '_2'));
var_dump(file_get_contents($p . '_2'));
unlink($p); unlink($p . '_2');
--EXPECT--
bool(true)
string(3) "new"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
