--TEST--
ftruncate errors
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen('php://memory', 'w+');
fwrite($f, "hello");
try { ftruncate($f, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(ftruncate($f, 2));
rewind($f);
var_dump(stream_get_contents($f));
file_put_contents($p, "abc");
$g = fopen($p, 'r');
var_dump(ftruncate($g, 1));
fclose($g);
unlink($p);
--EXPECT--
ftruncate(): Argument #2 ($size) must be greater than or equal to 0
bool(true)
string(2) "he"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
