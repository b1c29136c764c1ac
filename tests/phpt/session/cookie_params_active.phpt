--TEST--
session_set_cookie_params while active
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_active';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('cpa1');
session_start();
var_dump(session_set_cookie_params(100));
var_dump(session_get_cookie_params()['lifetime']);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_active';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_set_cookie_params(): Session cookie parameters cannot be changed when a session is active in %s on line 8
bool(false)
int(0)
