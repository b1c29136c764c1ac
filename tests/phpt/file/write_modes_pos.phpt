--TEST--
positions while writing
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'w+');
var_dump(ftell($f));
fwrite($f, "hello");
var_dump(ftell($f));
fseek($f, 1);
fwrite($f, "E");
var_dump(ftell($f));
fseek($f, 0, SEEK_END);
fwrite($f, "!");
rewind($f);
var_dump(stream_get_contents($f));
fclose($f);
unlink($p);
--EXPECT--
int(0)
int(5)
int(2)
string(6) "hEllo!"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
