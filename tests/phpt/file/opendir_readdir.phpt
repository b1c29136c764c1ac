--TEST--
opendir/readdir/closedir
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/b"); touch("$p/a"); mkdir("$p/c");
$d = opendir($p);
var_dump(get_resource_type($d));
$names = [];
while (($e = readdir($d)) !== false) { $names[] = $e; }
sort($names);
var_dump($names);
var_dump(readdir($d));
closedir($d);
unlink("$p/a"); unlink("$p/b"); rmdir("$p/c"); rmdir($p);
--EXPECT--
string(6) "stream"
array(5) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(1) "a"
  [3]=>
  string(1) "b"
  [4]=>
  string(1) "c"
}
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
