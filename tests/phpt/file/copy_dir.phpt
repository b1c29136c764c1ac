--TEST--
copy with directories
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
file_put_contents($p . '_f', "x");
var_dump(copy($p, $p . '_x'));
var_dump(copy($p . '_f', $p));
try { copy('', 'x'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
unlink($p . '_f');
rmdir($p);
--EXPECTF--

Warning: copy(): The first argument to copy() function cannot be a directory in %s on line 5
bool(false)

Warning: copy(): The second argument to copy() function cannot be a directory in %s on line 6
bool(false)
Path cannot be empty
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
