--TEST--
realpath resolves symlinks
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/target");
symlink("$p/target", "$p/link");
var_dump(realpath("$p/link") === realpath("$p/target"));
var_dump(basename(realpath("$p/link")));
unlink("$p/link"); unlink("$p/target"); rmdir($p);
--EXPECT--
bool(true)
string(6) "target"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
