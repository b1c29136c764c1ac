--TEST--
fopen on a directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
var_dump(fopen($p, 'w'));
rmdir($p);
--EXPECTF--

Warning: fopen(/tmp/tusk_ft_fopen_directory): Failed to open stream: Is a directory in %s on line 4
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
