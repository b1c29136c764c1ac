--TEST--
stream_get_contents on a plain file with an offset
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abcdefghij");
$f = fopen($p, 'r');
var_dump(stream_get_contents($f, 3, 4));
var_dump(stream_get_contents($f));
var_dump(stream_get_contents($f, -1, 1));
var_dump(stream_get_contents($f, 2, 100));
fclose($f);
unlink($p);
--EXPECT--
string(3) "efg"
string(3) "hij"
string(9) "bcdefghij"
string(0) ""
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
