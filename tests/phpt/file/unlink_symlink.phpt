--TEST--
unlink removes a link, not its target
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "keep");
symlink($p, $p . '_l');
var_dump(unlink($p . '_l'));
var_dump(file_exists($p . '_l'), file_get_contents($p));
unlink($p);
--EXPECT--
bool(true)
bool(false)
string(4) "keep"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
