--TEST--
feof on an empty file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "");
$f = fopen($p, 'r');
var_dump(feof($f));
var_dump(fgets($f));
var_dump(feof($f));
fclose($f);
unlink($p);
--EXPECT--
bool(false)
bool(false)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
