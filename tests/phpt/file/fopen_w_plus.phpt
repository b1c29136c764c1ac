--TEST--
fopen w+ reads back what it wrote
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$f = fopen($p, 'w+');
fwrite($f, "line1\nline2\n");
var_dump(fread($f, 5));
rewind($f);
var_dump(fgets($f));
var_dump(fgets($f));
var_dump(fgets($f));
fclose($f);
unlink($p);
--EXPECT--
string(0) ""
string(6) "line1
"
string(6) "line2
"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
