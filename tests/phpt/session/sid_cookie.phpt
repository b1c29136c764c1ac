--TEST--
SID is empty when the id came from the cookie
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_sid_cookie';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.use_only_cookies', 0);
$_COOKIE['PHPSESSID'] = 'fromck';
session_start();
var_dump(SID, session_id());
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_sid_cookie';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(0) ""
string(6) "fromck"
