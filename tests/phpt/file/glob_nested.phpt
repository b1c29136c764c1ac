--TEST--
glob across directory levels
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir("$p/x/y", 0777, true);
mkdir("$p/z");
touch("$p/x/y/f.txt"); touch("$p/z/g.txt"); touch("$p/x/h.txt");
var_dump(array_map(fn($x) => substr($x, strlen($p)), glob("$p/*/*.txt")));
var_dump(array_map(fn($x) => substr($x, strlen($p)), glob("$p/*/*/*")));
unlink("$p/x/y/f.txt"); unlink("$p/z/g.txt"); unlink("$p/x/h.txt");
rmdir("$p/x/y"); rmdir("$p/x"); rmdir("$p/z"); rmdir($p);
--EXPECT--
array(2) {
  [0]=>
  string(8) "/x/h.txt"
  [1]=>
  string(8) "/z/g.txt"
}
array(1) {
  [0]=>
  string(10) "/x/y/f.txt"
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
