--TEST--
file() with invalid flags
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x");
try { file($p, 64); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { file($p, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
unlink($p);
--EXPECT--
file(): Argument #2 ($flags) must be a valid flag value
file(): Argument #2 ($flags) must be a valid flag value
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
