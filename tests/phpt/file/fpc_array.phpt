--TEST--
file_put_contents with an array
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(file_put_contents($p, ['a', 'b', 1, 2.5, null, true]));
var_dump(file_get_contents($p));
var_dump(file_put_contents($p, []));
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
int(7)
string(7) "ab12.51"
int(0)
string(0) ""
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
