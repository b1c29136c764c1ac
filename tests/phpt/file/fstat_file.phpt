--TEST--
fstat on a plain file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "12345");
$f = fopen($p, 'r');
$s = fstat($f);
var_dump(count($s), $s['size'], $s[7], $s['mode'] & 0170000, $s['nlink']);
var_dump(array_keys($s) === array_merge(range(0, 12), ['dev','ino','mode','nlink','uid','gid','rdev','size','atime','mtime','ctime','blksize','blocks']));
var_dump($s['ino'] === fileinode($p));
fclose($f);
unlink($p);
--EXPECT--
int(26)
int(5)
int(5)
int(32768)
int(1)
bool(true)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
