--TEST--
tempnam makes an empty file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$d = $p . '_dir';
mkdir($d);
$t = tempnam($d, 'pre');
var_dump(dirname($t) === realpath($d));
var_dump(str_starts_with(basename($t), 'pre'), strlen(basename($t)));
var_dump(file_exists($t), filesize($t));
printf("%o\n", fileperms($t) & 0777);
unlink($t);
rmdir($d);
--EXPECT--
bool(true)
bool(true)
int(9)
bool(true)
int(0)
600
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
