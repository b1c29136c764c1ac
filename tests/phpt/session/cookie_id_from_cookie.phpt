--TEST--
the id comes from $_COOKIE
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_id_from_cookie';
@mkdir($dir);
ini_set('session.save_path', $dir);
$_COOKIE['PHPSESSID'] = 'fromcookie';
session_start();
var_dump(session_id());
session_write_close();
var_dump(file_exists("$dir/sess_fromcookie"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_id_from_cookie';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(10) "fromcookie"
bool(true)
