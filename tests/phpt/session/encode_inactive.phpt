--TEST--
session_encode without a session
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_encode_inactive';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_encode());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_encode_inactive';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_encode(): Cannot encode non-existent session in %s on line 6
bool(false)
