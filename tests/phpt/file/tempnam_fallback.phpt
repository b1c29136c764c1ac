--TEST--
tempnam in a missing directory falls back to the temp dir
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$t = tempnam($p . '_missing', 'x');
var_dump(dirname($t) === realpath(sys_get_temp_dir()));
unlink($t);
--EXPECTF--

Notice: tempnam(): file created in the system's temporary directory in %s on line 3
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
