--TEST--
stream_copy_to_stream between files
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, str_repeat("data ", 5000));
$in = fopen($p, 'r');
$out = fopen($p . '_copy', 'w');
var_dump(stream_copy_to_stream($in, $out));
fclose($in); fclose($out);
var_dump(filesize($p . '_copy'), md5_file($p) === md5_file($p . '_copy'));
unlink($p); unlink($p . '_copy');
--EXPECT--
int(25000)
int(25000)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
