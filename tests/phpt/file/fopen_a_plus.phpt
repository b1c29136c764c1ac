--TEST--
fopen a+ reads from anywhere, writes at the end
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "hello");
$f = fopen($p, 'a+');
rewind($f);
var_dump(fread($f, 2));
fwrite($f, " world");
rewind($f);
var_dump(fread($f, 100));
fclose($f);
unlink($p);
--EXPECT--
string(2) "he"
string(11) "hello world"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
