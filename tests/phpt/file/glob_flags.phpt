--TEST--
glob flags
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/f1"); touch("$p/f2"); mkdir("$p/d1");
var_dump(array_map('basename', glob("$p/*", GLOB_ONLYDIR)));
$m = glob("$p/*", GLOB_MARK);
var_dump(array_map(fn($x) => substr($x, strlen($p)), $m));
var_dump(array_map('basename', glob("$p/{f1,d1}", GLOB_BRACE)));
var_dump(array_map('basename', glob("$p/{f2,f1}", GLOB_BRACE)));
var_dump(glob("$p/zz*", GLOB_NOCHECK) === ["$p/zz*"]);
var_dump(count(glob("$p/*", GLOB_NOSORT)));
unlink("$p/f1"); unlink("$p/f2"); rmdir("$p/d1"); rmdir($p);
--EXPECT--
array(1) {
  [0]=>
  string(2) "d1"
}
array(3) {
  [0]=>
  string(4) "/d1/"
  [1]=>
  string(3) "/f1"
  [2]=>
  string(3) "/f2"
}
array(2) {
  [0]=>
  string(2) "f1"
  [1]=>
  string(2) "d1"
}
array(2) {
  [0]=>
  string(2) "f2"
  [1]=>
  string(2) "f1"
}
bool(true)
int(3)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
