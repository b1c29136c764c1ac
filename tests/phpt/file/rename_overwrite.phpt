--TEST--
rename over an existing file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "new");
file_put_contents($p . '_b', "old");
var_dump(rename($p, $p . '_b'));
var_dump(file_get_contents($p . '_b'), file_exists($p));
unlink($p . '_b');
--EXPECT--
bool(true)
string(3) "new"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
