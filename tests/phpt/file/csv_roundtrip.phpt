--TEST--
fputcsv then fgetcsv gives the rows back
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$rows = [['name', 'note'], ['Ann', 'says "hi", then leaves'], ['Bob', "two\nlines"], ['', ' padded ']];
$f = fopen($p, 'w');
foreach ($rows as $r) fputcsv($f, $r);
fclose($f);
$f = fopen($p, 'r');
$back = [];
while (($r = fgetcsv($f)) !== false) $back[] = $r;
fclose($f);
var_dump($back === $rows);
var_dump($back);
unlink($p);
--EXPECT--
bool(true)
array(4) {
  [0]=>
  array(2) {
    [0]=>
    string(4) "name"
    [1]=>
    string(4) "note"
  }
  [1]=>
  array(2) {
    [0]=>
    string(3) "Ann"
    [1]=>
    string(22) "says "hi", then leaves"
  }
  [2]=>
  array(2) {
    [0]=>
    string(3) "Bob"
    [1]=>
    string(9) "two
lines"
  }
  [3]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    string(8) " padded "
  }
}
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
