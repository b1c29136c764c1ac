--TEST--
writing a read-only file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "abc");
$f = fopen($p, 'r');
var_dump(fwrite($f, "xyz"));
var_dump(fputs($f, "xyz"));
fclose($f);
var_dump(file_get_contents($p));
unlink($p);
--EXPECTF--

Notice: fwrite(): Write of 3 bytes failed with errno=9 Bad file descriptor in %s on line 5
bool(false)

Notice: fputs(): Write of 3 bytes failed with errno=9 Bad file descriptor in %s on line 6
bool(false)
string(3) "abc"
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
