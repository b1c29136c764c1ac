--TEST--
file_put_contents with a stream as data
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$m = fopen('php://memory', 'w+');
fwrite($m, "from a stream");
fseek($m, 5);
var_dump(file_put_contents($p, $m));
var_dump(file_get_contents($p));
unlink($p);
--EXPECT--
int(8)
string(8) "a stream"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
