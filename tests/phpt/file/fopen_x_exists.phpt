--TEST--
fopen x fails when the file exists
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'x');
var_dump(is_resource($f));
fwrite($f, "abc");
fclose($f);
var_dump(fopen($p, 'x'));
var_dump(fopen($p, 'x+'));
unlink($p);
--EXPECTF--
bool(true)

Warning: fopen(/tmp/tusk_ft_fopen_x_exists): Failed to open stream: File exists in %s on line 7
bool(false)

Warning: fopen(/tmp/tusk_ft_fopen_x_exists): Failed to open stream: File exists in %s on line 8
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
