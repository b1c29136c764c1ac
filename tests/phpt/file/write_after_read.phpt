--TEST--
a write after a buffered read goes to the logical position
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "0123456789");
$f = fopen($p, 'r+');
var_dump(fread($f, 2));
fwrite($f, "AB");
var_dump(ftell($f), fread($f, 2));
fclose($f);
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
string(2) "01"
int(4)
string(2) "45"
string(10) "01AB456789"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
