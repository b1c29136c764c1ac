--TEST--
touch sets the times
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
touch($p, 1000000000);
var_dump(filemtime($p), fileatime($p));
touch($p, 1500000000, 1400000000);
clearstatcache();
var_dump(filemtime($p), fileatime($p));
var_dump(filectime($p) > 1500000000);
unlink($p);
var_dump(filemtime($p));
--EXPECTF--
int(1000000000)
int(1000000000)
int(1500000000)
int(1400000000)
bool(true)

Warning: filemtime(): stat failed for /tmp/tusk_ft_filemtime_touch in %s on line 10
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
