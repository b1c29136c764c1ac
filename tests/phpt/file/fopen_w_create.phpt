--TEST--
fopen w creates and truncates
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "old content");
$f = fopen($p, 'w');
var_dump(is_resource($f), filesize($p));
fwrite($f, "new");
fclose($f);
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
bool(true)
int(0)
string(3) "new"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
