--TEST--
glob with a relative pattern
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$old = getcwd();
mkdir($p);
chdir($p);
touch('one.txt'); touch('two.txt');
var_dump(glob('*.txt'));
var_dump(glob('./*.txt'));
unlink('one.txt'); unlink('two.txt');
chdir($old);
rmdir($p);
--EXPECT--
array(2) {
  [0]=>
  string(7) "one.txt"
  [1]=>
  string(7) "two.txt"
}
array(2) {
  [0]=>
  string(9) "./one.txt"
  [1]=>
  string(9) "./two.txt"
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
