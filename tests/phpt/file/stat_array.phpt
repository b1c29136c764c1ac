--TEST--
stat returns 26 entries
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "12345");
$s = stat($p);
var_dump(count($s));
var_dump(array_slice(array_keys($s), 13));
var_dump($s['size'], $s['nlink'], decoct($s['mode'] & 0170000));
var_dump($s[0] === $s['dev'], $s[9] === filemtime($p));
unlink($p);
var_dump(stat($p));
var_dump(lstat($p));
--EXPECTF--
int(26)
array(13) {
  [0]=>
  string(3) "dev"
  [1]=>
  string(3) "ino"
  [2]=>
  string(4) "mode"
  [3]=>
  string(5) "nlink"
  [4]=>
  string(3) "uid"
  [5]=>
  string(3) "gid"
  [6]=>
  string(4) "rdev"
  [7]=>
  string(4) "size"
  [8]=>
  string(5) "atime"
  [9]=>
  string(5) "mtime"
  [10]=>
  string(5) "ctime"
  [11]=>
  string(7) "blksize"
  [12]=>
  string(6) "blocks"
}
int(5)
int(1)
string(6) "100000"
bool(true)
bool(true)

Warning: stat(): stat failed for /tmp/tusk_ft_stat_array in %s on line 10
bool(false)

Warning: lstat(): Lstat failed for /tmp/tusk_ft_stat_array in %s on line 11
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
