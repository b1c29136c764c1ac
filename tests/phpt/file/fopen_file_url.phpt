--TEST--
fopen through file://
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "via url");
$f = fopen('file://' . $p, 'r');
var_dump(fread($f, 100));
$m = stream_get_meta_data($f);
var_dump($m['wrapper_type'], $m['uri'] === 'file://' . $p);
fclose($f);
var_dump(file_get_contents('file://' . $p));
unlink($p);
--EXPECT--
string(7) "via url"
string(9) "plainfile"
bool(true)
string(7) "via url"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
