--TEST--
fopen a appends and ftell starts at the end
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "12345");
$f = fopen($p, 'a');
var_dump(ftell($f));
var_dump(fwrite($f, "678"));
var_dump(ftell($f));
fclose($f);
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
int(0)
int(3)
int(3)
string(8) "12345678"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
