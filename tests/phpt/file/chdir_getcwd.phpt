--TEST--
chdir and getcwd
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$old = getcwd();
mkdir($p);
var_dump(chdir($p));
var_dump(getcwd() === realpath($p));
file_put_contents('rel.txt', 'relative');
var_dump(file_get_contents("$p/rel.txt"));
unlink('rel.txt');
chdir($old);
var_dump(getcwd() === $old);
var_dump(chdir($p . '_missing'));
rmdir($p);
--EXPECTF--
bool(true)
bool(true)
string(8) "relative"
bool(true)

Warning: chdir(): No such file or directory (errno 2) in %s on line 12
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
