--TEST--
the SID constant
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_sid_constant';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(defined('SID'));
session_id('sid1');
session_start();
var_dump(SID);
session_write_close();
ini_set('session.use_only_cookies', 0);
session_start();
var_dump(SID);
session_regenerate_id();
var_dump(SID === 'PHPSESSID=' . session_id());
session_destroy();
var_dump(SID === 'PHPSESSID=' . session_id());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_sid_constant';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
string(0) ""
string(14) "PHPSESSID=sid1"
bool(true)
bool(false)
