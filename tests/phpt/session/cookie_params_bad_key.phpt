--TEST--
session_set_cookie_params with an unknown key
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_bad_key';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_set_cookie_params(['lifetime' => 5, 'bogus' => 1]));
var_dump(session_get_cookie_params()['lifetime']);
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_bad_key';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_set_cookie_params(): Argument #1 ($lifetime_or_options) contains an unrecognized key "bogus" in %s on line 6
bool(true)
int(5)
