--TEST--
a second handle cannot take an exclusive lock
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
touch($p);
$a = fopen($p, 'r');
$b = fopen($p, 'r');
var_dump(flock($a, LOCK_EX));
var_dump(flock($b, LOCK_EX | LOCK_NB, $would), $would);
flock($a, LOCK_UN);
var_dump(flock($b, LOCK_EX | LOCK_NB, $would), $would);
fclose($a); fclose($b);
unlink($p);
--EXPECT--
bool(true)
bool(false)
int(1)
bool(true)
int(0)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
