--TEST--
lstat and stat on a link
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "12345");
symlink($p, $p . '_l');
$l = lstat($p . '_l');
$s = stat($p . '_l');
var_dump(decoct($l['mode'] & 0170000), decoct($s['mode'] & 0170000), $s['size']);
var_dump($l['ino'] !== $s['ino']);
unlink($p . '_l'); unlink($p);
--EXPECT--
string(6) "120000"
string(6) "100000"
int(5)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
