--TEST--
fopen r+ reads and overwrites in place
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abcdef");
$f = fopen($p, 'r+');
var_dump(fread($f, 2));
fwrite($f, "ZZ");
var_dump(ftell($f));
rewind($f);
var_dump(fread($f, 10));
fclose($f);
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
string(2) "ab"
int(4)
string(6) "abZZef"
string(6) "abZZef"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
