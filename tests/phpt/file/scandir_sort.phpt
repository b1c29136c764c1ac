--TEST--
scandir sorting orders
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
foreach (['b', 'a', 'C', '10', '9'] as $n) touch("$p/$n");
var_dump(scandir($p));
var_dump(scandir($p, SCANDIR_SORT_DESCENDING));
$none = scandir($p, SCANDIR_SORT_NONE);
sort($none);
var_dump($none);
foreach (['b', 'a', 'C', '10', '9'] as $n) unlink("$p/$n");
rmdir($p);
--EXPECT--
array(7) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(2) "10"
  [3]=>
  string(1) "9"
  [4]=>
  string(1) "C"
  [5]=>
  string(1) "a"
  [6]=>
  string(1) "b"
}
array(7) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "C"
  [3]=>
  string(1) "9"
  [4]=>
  string(2) "10"
  [5]=>
  string(2) ".."
  [6]=>
  string(1) "."
}
array(7) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(1) "9"
  [3]=>
  string(2) "10"
  [4]=>
  string(1) "C"
  [5]=>
  string(1) "a"
  [6]=>
  string(1) "b"
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
