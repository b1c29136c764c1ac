--TEST--
ftruncate shrinks and grows
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abcdefgh");
$f = fopen($p, 'r+');
var_dump(ftruncate($f, 3));
var_dump(filesize($p));
clearstatcache();
var_dump(ftell($f));
var_dump(ftruncate($f, 5));
fclose($f);
var_dump(bin2hex(file_get_contents($p)));
unlink($p);
--EXPECT--
bool(true)
int(3)
int(0)
bool(true)
string(10) "6162630000"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
