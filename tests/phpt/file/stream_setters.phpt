--TEST--
stream_set_* on a plain file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "x");
$f = fopen($p, 'r');
var_dump(stream_set_write_buffer($f, 0), set_file_buffer($f, 10), stream_set_read_buffer($f, 0));
var_dump(stream_set_blocking($f, false), stream_set_timeout($f, 1));
var_dump(stream_supports_lock($f), stream_supports_lock(fopen('php://memory', 'r')));
var_dump(stream_isatty($f), stream_isatty(fopen('php://memory', 'r')));
fclose($f);
unlink($p);
--EXPECT--
int(-1)
int(-1)
int(0)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
