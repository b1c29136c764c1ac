--TEST--
file() splits lines keeping newlines
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "a\nb\r\n\nc");
var_dump(file($p));
unlink($p);
--EXPECT--
array(4) {
  [0]=>
  string(2) "a
"
  [1]=>
  string(3) "b
"
  [2]=>
  string(1) "
"
  [3]=>
  string(1) "c"
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
