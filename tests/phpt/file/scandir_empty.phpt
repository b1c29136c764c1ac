--TEST--
scandir of an empty directory
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
var_dump(scandir($p));
var_dump(scandir($p, SCANDIR_SORT_DESCENDING));
var_dump(SCANDIR_SORT_ASCENDING, SCANDIR_SORT_DESCENDING, SCANDIR_SORT_NONE);
rmdir($p);
--EXPECT--
array(2) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
}
array(2) {
  [0]=>
  string(2) ".."
  [1]=>
  string(1) "."
}
int(0)
int(1)
int(2)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
