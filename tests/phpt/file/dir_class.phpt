--TEST--
dir() returns a Directory object
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/a"); touch("$p/b");
$d = dir($p);
var_dump($d instanceof Directory, $d->path === $p, get_resource_type($d->handle));
$n = [];
while (($e = $d->read()) !== false) $n[] = $e;
sort($n);
var_dump($n);
$d->rewind();
var_dump($d->read() !== false);
$d->close();
var_dump(dir($p . '_missing'));
unlink("$p/a"); unlink("$p/b"); rmdir($p);
--EXPECTF--
bool(true)
bool(true)
string(6) "stream"
array(4) {
  [0]=>
  string(1) "."
  [1]=>
  string(2) ".."
  [2]=>
  string(1) "a"
  [3]=>
  string(1) "b"
}
bool(true)

Warning: dir(/tmp/tusk_ft_dir_class_missing): Failed to open directory: No such file or directory in %s on line 14
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
