--TEST--
two handles on the same file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "a\nb\n");
$r = fopen($p, 'r');
var_dump(fgets($r));
file_put_contents($p, "c\n", FILE_APPEND);
var_dump(fgets($r), fgets($r), fgets($r));
fclose($r);
unlink($p);
--EXPECT--
string(2) "a
"
string(2) "b
"
string(2) "c
"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
