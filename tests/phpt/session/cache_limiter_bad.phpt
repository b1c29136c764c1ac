--TEST--
an unknown cache limiter
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cache_limiter_bad';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_cache_limiter('weird');
session_id('clb1');
var_dump(session_start());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cache_limiter_bad';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
