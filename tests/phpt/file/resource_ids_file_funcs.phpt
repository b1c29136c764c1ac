--TEST--
ids spent by file() and copy()
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x\n");
file($p);
copy($p, $p . '_2');
var_dump(tmpfile());
unlink($p); unlink($p . '_2');
--EXPECT--
resource(9) of type (stream)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
