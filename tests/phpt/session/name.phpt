--TEST--
session_name
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_name';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_name());
var_dump(session_name('MYSESS'));
var_dump(session_name());
var_dump(ini_get('session.name'));
session_id('name1');
session_start();
var_dump(session_name('OTHER'));
var_dump(session_name());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_name';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
string(9) "PHPSESSID"
string(9) "PHPSESSID"
string(6) "MYSESS"
string(6) "MYSESS"

Warning: session_name(): Session name cannot be changed when a session is active in %s on line 12
bool(false)
string(6) "MYSESS"
