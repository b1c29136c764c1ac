--TEST--
fopen c does not truncate
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abcdef");
$f = fopen($p, 'c');
fwrite($f, "XY");
fclose($f);
var_dump(file_get_contents($p));
$f = fopen($p, 'c+');
var_dump(fread($f, 3));
fclose($f);
unlink($p);
--EXPECT--
string(6) "XYcdef"
string(3) "XYc"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
