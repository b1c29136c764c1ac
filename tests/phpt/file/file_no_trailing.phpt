--TEST--
file() keeps a last line without newline
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "one\ntwo");
var_dump(file($p, FILE_IGNORE_NEW_LINES));
file_put_contents($p, "\n\n");
var_dump(file($p));
var_dump(file($p, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
unlink($p);
--EXPECT--
array(2) {
  [0]=>
  string(3) "one"
  [1]=>
  string(3) "two"
}
array(2) {
  [0]=>
  string(1) "
"
  [1]=>
  string(1) "
"
}
array(0) {
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
