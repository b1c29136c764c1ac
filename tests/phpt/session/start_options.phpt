--TEST--
session_start with options
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_start_options';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('opt1');
var_dump(session_start(['name' => 'OPTNAME', 'cache_limiter' => 'private', 'gc_maxlifetime' => 100]));
var_dump(session_name(), ini_get('session.cache_limiter'), ini_get('session.gc_maxlifetime'));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_start_options';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
string(7) "OPTNAME"
string(7) "private"
string(3) "100"
