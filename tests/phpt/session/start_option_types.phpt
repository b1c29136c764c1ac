--TEST--
session_start options of several types
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_start_option_types';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('opttypes');
var_dump(session_start(['use_strict_mode' => false, 'lazy_write' => true, 'cookie_lifetime' => 30, 'cookie_secure' => true]));
var_dump(ini_get('session.use_strict_mode'), ini_get('session.lazy_write'), ini_get('session.cookie_lifetime'), ini_get('session.cookie_secure'));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_start_option_types';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
string(0) ""
string(1) "1"
string(2) "30"
string(1) "1"
