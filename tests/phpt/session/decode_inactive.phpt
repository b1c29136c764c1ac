--TEST--
session_decode without a session
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_decode_inactive';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_decode('a|i:1;'));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_decode_inactive';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_decode(): Session data cannot be decoded when there is no active session in %s on line 6
bool(false)
