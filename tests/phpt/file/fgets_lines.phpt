--TEST--
fgets line by line
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "one\ntwo\r\nthree");
$f = fopen($p, 'r');
while (($l = fgets($f)) !== false) {
    var_dump($l, feof($f));
}
fclose($f);
unlink($p);
--EXPECT--
string(4) "one
"
bool(false)
string(5) "two
"
bool(false)
string(5) "three"
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
