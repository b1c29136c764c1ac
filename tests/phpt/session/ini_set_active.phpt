--TEST--
ini_set of session settings while a session is active
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_ini_set_active';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('inia1');
session_start();
var_dump(ini_set('session.name', 'foo'), ini_get('session.name'));
var_dump(ini_set('session.gc_maxlifetime', '5'), ini_get('session.gc_maxlifetime'));
session_write_close();
var_dump(ini_set('session.gc_maxlifetime', '5'), ini_get('session.gc_maxlifetime'));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_ini_set_active';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 8
bool(false)
string(9) "PHPSESSID"

Warning: ini_set(): Session ini settings cannot be changed when a session is active in %s on line 9
bool(false)
string(4) "1440"
string(4) "1440"
string(1) "5"
