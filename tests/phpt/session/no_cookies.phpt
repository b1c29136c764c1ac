--TEST--
use_cookies off ignores $_COOKIE
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_no_cookies';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.use_cookies', 0);
$_COOKIE['PHPSESSID'] = 'fromcookie2';
session_start();
var_dump(session_id() !== 'fromcookie2', strlen(session_id()));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_no_cookies';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
int(32)
