--TEST--
glob patterns
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
foreach (['a.txt', 'b.txt', 'c.php', '.hidden.txt'] as $n) touch("$p/$n");
mkdir("$p/sub");
var_dump(array_map('basename', glob("$p/*.txt")));
var_dump(array_map('basename', glob("$p/*")));
var_dump(array_map('basename', glob("$p/?.php")));
var_dump(array_map('basename', glob("$p/[ab].*")));
var_dump(array_map('basename', glob("$p/.*")));
var_dump(glob("$p/nothing*"));
foreach (['a.txt', 'b.txt', 'c.php', '.hidden.txt'] as $n) unlink("$p/$n");
rmdir("$p/sub"); rmdir($p);
--EXPECT--
array(2) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(5) "b.txt"
}
array(4) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(5) "b.txt"
  [2]=>
  string(5) "c.php"
  [3]=>
  string(3) "sub"
}
array(1) {
  [0]=>
  string(5) "c.php"
}
array(2) {
  [0]=>
  string(5) "a.txt"
  [1]=>
  string(5) "b.txt"
}
array(3) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(11) ".hidden.txt"
}
array(0) {
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
