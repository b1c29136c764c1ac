--TEST--
glob with escaped characters
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/a*b"); touch("$p/axb");
var_dump(array_map('basename', glob("$p/a\\*b")));
var_dump(array_map('basename', glob("$p/a*b")));
var_dump(array_map('basename', glob("$p/a[*]b")));
unlink("$p/a*b"); unlink("$p/axb"); rmdir($p);
--EXPECT--
array(1) {
  [0]=>
  string(3) "a*b"
}
array(2) {
  [0]=>
  string(3) "a*b"
  [1]=>
  string(3) "axb"
}
array(1) {
  [0]=>
  string(3) "a*b"
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
