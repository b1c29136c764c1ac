--TEST--
copy from php://memory and to php://output
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc\n");
var_dump(copy('php://memory', $p . '_2'));
var_dump(file_get_contents($p . '_2'));
var_dump(copy($p, 'php://output'));
unlink($p); unlink($p . '_2');
--EXPECT--
bool(true)
string(0) ""
abc
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
