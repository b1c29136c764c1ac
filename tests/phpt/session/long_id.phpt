--TEST--
an id longer than 256 characters
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_long_id';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id(str_repeat('a', 300));
var_dump(session_start());
var_dump(session_status(), session_id());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_long_id';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): Session ID is too long or contains illegal characters. Only the A-Z, a-z, 0-9, "-", and "," characters are allowed in %s on line 7

Warning: session_start(): Failed to read session data: files (path: /tmp/tusk_sess_long_id) in %s on line 7
bool(false)
int(1)
string(0) ""
