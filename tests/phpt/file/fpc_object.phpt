--TEST--
file_put_contents with an object
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
class S { function __toString(): string { return "stringable"; } }
var_dump(file_put_contents($p, new S));
var_dump(file_get_contents($p));
try { file_put_contents($p, new stdClass); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
unlink($p);
--EXPECT--
int(10)
string(10) "stringable"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
