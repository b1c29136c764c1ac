--TEST--
file() with FILE_IGNORE_NEW_LINES and FILE_SKIP_EMPTY_LINES
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "a\n\nb\r\n\r\n\nc\n");
var_dump(file($p, FILE_IGNORE_NEW_LINES));
var_dump(file($p, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
var_dump(file($p, FILE_SKIP_EMPTY_LINES));
unlink($p);
--EXPECT--
array(6) {
  [0]=>
  string(1) "a"
  [1]=>
  string(0) ""
  [2]=>
  string(1) "b"
  [3]=>
  string(0) ""
  [4]=>
  string(0) ""
  [5]=>
  string(1) "c"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(6) {
  [0]=>
  string(2) "a
"
  [1]=>
  string(1) "
"
  [2]=>
  string(3) "b
"
  [3]=>
  string(2) "
"
  [4]=>
  string(1) "
"
  [5]=>
  string(2) "c
"
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
