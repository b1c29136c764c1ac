--TEST--
chmod and fileperms
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
touch($p);
var_dump(chmod($p, 0640));
printf("%o\n", fileperms($p));
chmod($p, 0604);
clearstatcache();
printf("%o\n", fileperms($p));
var_dump(chmod($p . '_none', 0777));
unlink($p);
--EXPECTF--
bool(true)
100640
100604

Warning: chmod(): No such file or directory in %s on line 9
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
