--TEST--
ftell after fgets is the logical position
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "first line\nsecond\nthird\n");
$f = fopen($p, 'r');
fgets($f);
var_dump(ftell($f));
var_dump(stream_get_meta_data($f)['unread_bytes']);
fgets($f);
var_dump(ftell($f));
fclose($f);
unlink($p);
--EXPECT--
int(11)
int(13)
int(18)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
