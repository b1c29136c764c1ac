--TEST--
rewinddir starts over
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p);
touch("$p/x");
$d = opendir($p);
$n = 0;
while (readdir($d) !== false) $n++;
rewinddir($d);
$m = 0;
while (readdir($d) !== false) $m++;
var_dump($n, $m);
closedir($d);
unlink("$p/x"); rmdir($p);
--EXPECT--
int(3)
int(3)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
