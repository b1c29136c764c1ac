--TEST--
reading a large file in pieces
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$data = '';
for ($i = 0; $i < 5000; $i++) $data .= "line $i\n";
file_put_contents($p, $data);
$f = fopen($p, 'r');
$n = 0; $len = 0;
while (($l = fgets($f)) !== false) { $n++; $len += strlen($l); }
var_dump($n, $len === strlen($data), feof($f), ftell($f) === strlen($data));
fclose($f);
unlink($p);
--EXPECT--
int(5000)
bool(true)
bool(true)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
