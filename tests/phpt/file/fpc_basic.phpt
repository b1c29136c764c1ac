--TEST--
file_put_contents returns the byte count
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(file_put_contents($p, "hello"));
var_dump(file_put_contents($p, ""));
var_dump(file_get_contents($p));
var_dump(file_put_contents($p, 12345));
var_dump(file_put_contents($p, 1.5));
var_dump(file_put_contents($p, true));
var_dump(file_put_contents($p, null));
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
int(5)
int(0)
string(0) ""
int(5)
int(3)
int(1)
int(0)
string(0) ""
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
