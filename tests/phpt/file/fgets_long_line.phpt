--TEST--
fgets with a line longer than the buffer
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$line = str_repeat('a', 20000) . "\n";
file_put_contents($p, $line . "short\n");
$f = fopen($p, 'r');
$l = fgets($f);
var_dump(strlen($l), ftell($f));
var_dump(fgets($f));
var_dump(fgets($f, 10000));
fclose($f);
unlink($p);
--EXPECT--
int(20001)
int(20001)
string(6) "short
"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
