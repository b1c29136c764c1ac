--TEST--
without use_only_cookies the id comes from $_GET
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_id_from_get';
@mkdir($dir);
ini_set('session.save_path', $dir);
$_GET['PHPSESSID'] = 'fromget';
session_start();
var_dump(session_id() === 'fromget', strlen(session_id()));
session_destroy();
ini_set('session.use_only_cookies', 0);
session_start();
var_dump(session_id(), SID);
session_destroy();
$_GET = [];
$_POST['PHPSESSID'] = 'frompost';
session_start();
var_dump(session_id());
session_destroy();
$_COOKIE['PHPSESSID'] = 'fromcookie';
session_start();
var_dump(session_id(), SID);
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_id_from_get';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
int(32)
string(7) "fromget"
string(17) "PHPSESSID=fromget"
string(8) "frompost"
string(10) "fromcookie"
string(0) ""
