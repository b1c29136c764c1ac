--TEST--
fflush
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'w');
fwrite($f, "data");
var_dump(fflush($f));
var_dump(file_get_contents($p));
fclose($f);
var_dump(fflush(fopen('php://memory', 'w')));
var_dump(fflush(STDOUT));
unlink($p);
--EXPECT--
bool(true)
string(4) "data"
bool(true)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
