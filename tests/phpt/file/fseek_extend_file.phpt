--TEST--
writing after seeking past the end fills with NULs
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'w+');
fwrite($f, "ab");
fseek($f, 5);
fwrite($f, "cd");
fclose($f);
var_dump(bin2hex(file_get_contents($p)));
unlink($p);
--EXPECT--
string(14) "61620000006364"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
