--TEST--
session.auto_start starts the session before the script
--INI--
session.auto_start=1
session.save_path={TMP}
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_auto_start';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_status(), strlen(session_id()), $_SESSION);
$_SESSION['a'] = 1;
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_auto_start';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 5
int(2)
int(32)
array(0) {
}
