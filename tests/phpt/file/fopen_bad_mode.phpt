--TEST--
fopen with an invalid mode
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x");
var_dump(fopen($p, 'z'));
var_dump(fopen($p, 'q+'));
unlink($p);
--EXPECTF--

Warning: fopen(/tmp/tusk_ft_fopen_bad_mode): Failed to open stream: `z' is not a valid mode for fopen in %s on line 4
bool(false)

Warning: fopen(/tmp/tusk_ft_fopen_bad_mode): Failed to open stream: `q+' is not a valid mode for fopen in %s on line 5
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
