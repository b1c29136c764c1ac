--TEST--
readfile prints and returns the size
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "content\n");
$n = readfile($p);
var_dump($n);
var_dump(readfile($p . '_missing'));
unlink($p);
--EXPECTF--
content
int(8)

Warning: readfile(/tmp/tusk_ft_readfile_basic_missing): Failed to open stream: No such file or directory in %s on line 6
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
