--TEST--
mkdir permissions with the umask
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
mkdir($p, 0700);
printf("%o\n", fileperms($p) & 0777);
rmdir($p);
mkdir($p, 0750);
printf("%o\n", fileperms($p) & 0750);
rmdir($p);
--EXPECT--
700
750
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
