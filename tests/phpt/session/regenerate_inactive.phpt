--TEST--
session_regenerate_id without a session
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate_inactive';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_regenerate_id());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate_inactive';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_regenerate_id(): Session ID cannot be regenerated when there is no active session in %s on line 6
bool(false)
