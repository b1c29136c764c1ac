--TEST--
readdir without a handle uses the last opened one
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/only");
opendir($p);
$names = [];
while (($e = readdir()) !== false) { $names[] = $e; }
sort($names);
var_dump($names);
closedir();
unlink("$p/only"); rmdir($p);
--EXPECT--
array(3) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(4) "only"
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
