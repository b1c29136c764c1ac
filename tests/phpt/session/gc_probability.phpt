--TEST--
gc_probability 100/100 collects at start
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_gc_probability';
@mkdir($dir);
ini_set('session.save_path', $dir);
file_put_contents("$dir/sess_stale", 'a|i:1;');
touch("$dir/sess_stale", time() - 5000);
ini_set('session.gc_probability', '100');
ini_set('session.gc_divisor', '100');
ini_set('session.gc_maxlifetime', '10');
session_id('gcp1');
session_start();
clearstatcache();
var_dump(file_exists("$dir/sess_stale"));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_gc_probability';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
