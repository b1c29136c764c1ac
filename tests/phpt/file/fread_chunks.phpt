--TEST--
fread across buffer boundaries
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$data = '';
for ($i = 0; $i < 3000; $i++) $data .= chr(65 + $i % 26);
file_put_contents($p, str_repeat($data, 10));
$f = fopen($p, 'r');
$got = '';
while (!feof($f)) { $got .= fread($f, 7777); }
var_dump(strlen($got), $got === str_repeat($data, 10));
fclose($f);
unlink($p);
--EXPECT--
int(30000)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
