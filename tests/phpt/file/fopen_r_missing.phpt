--TEST--
fopen r on a missing file warns
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
var_dump(fopen($p . '_nope', 'r') === false);
$r = @fopen($p . '_nope', 'r');
var_dump($r);
--EXPECTF--

Warning: fopen(/tmp/tusk_ft_fopen_r_missing_nope): Failed to open stream: No such file or directory in %s on line 3
bool(true)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
