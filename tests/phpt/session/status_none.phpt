--TEST--
session_status before and after start
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_status_none';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_status() === PHP_SESSION_NONE, PHP_SESSION_DISABLED, PHP_SESSION_NONE, PHP_SESSION_ACTIVE);
session_id('statusid1');
var_dump(session_start());
var_dump(session_status());
session_write_close();
var_dump(session_status());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_status_none';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
int(0)
int(1)
int(2)
bool(true)
int(2)
int(1)
