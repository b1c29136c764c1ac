--TEST--
flock on a plain file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'w');
var_dump(flock($f, LOCK_EX));
var_dump(flock($f, LOCK_UN));
var_dump(flock($f, LOCK_SH));
var_dump(flock($f, LOCK_SH | LOCK_NB, $wb), $wb);
var_dump(flock($f, LOCK_UN));
try { flock($f, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
fclose($f);
unlink($p);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
int(0)
bool(true)
flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
