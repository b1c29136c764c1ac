--TEST--
file_get_contents on a missing file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(file_get_contents($p . '_missing'));
var_dump(@file_get_contents($p . '_missing'));
$e = error_get_last();
var_dump($e['message']  === 'file_get_contents(' . $p . '_missing): Failed to open stream: No such file or directory');
--EXPECTF--

Warning: file_get_contents(/tmp/tusk_ft_fgc_missing_missing): Failed to open stream: No such file or directory in %s on line 3
bool(false)
bool(false)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
