--TEST--
is_readable, is_writable, is_executable
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x");
var_dump(is_readable($p), is_writable($p), is_writeable($p), is_executable($p));
chmod($p, 0755);
var_dump(is_executable($p));
var_dump(is_readable($p . '_none'), is_writable($p . '_none'), is_executable($p . '_none'));
mkdir($p . '_d');
var_dump(is_executable($p . '_d'), is_writable($p . '_d'));
rmdir($p . '_d');
unlink($p);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
