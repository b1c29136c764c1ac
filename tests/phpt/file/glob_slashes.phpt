--TEST--
glob keeps the pattern slashes and trailing slash means directories
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir("$p/d1/d2", 0777, true);
touch("$p/d1/f1.txt");
$cut = fn($a) => array_map(fn($x) => substr($x, strlen($p)), $a);
var_dump($cut(glob("$p/")));
var_dump($cut(glob("$p")));
var_dump($cut(glob("$p/d1/")));
var_dump($cut(glob("$p/d1/*/")));
var_dump($cut(glob("$p//d1")));
var_dump($cut(glob("$p/d1/*", GLOB_MARK | GLOB_ONLYDIR)));
var_dump(glob(''));
unlink("$p/d1/f1.txt"); rmdir("$p/d1/d2"); rmdir("$p/d1"); rmdir($p);
--EXPECT--
array(1) {
  [0]=>
  string(1) "/"
}
array(1) {
  [0]=>
  string(0) ""
}
array(1) {
  [0]=>
  string(4) "/d1/"
}
array(1) {
  [0]=>
  string(7) "/d1/d2/"
}
array(1) {
  [0]=>
  string(4) "//d1"
}
array(1) {
  [0]=>
  string(7) "/d1/d2/"
}
array(0) {
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
