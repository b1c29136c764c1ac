--TEST--
session_save_path
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_save_path';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_save_path() === $dir);
var_dump(session_save_path('/tmp/x') === $dir);
var_dump(session_save_path());
session_save_path($dir);
session_id('sp1');
session_start();
var_dump(session_save_path('/tmp/y'));
var_dump(session_save_path() === $dir);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_save_path';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
bool(true)
bool(true)
string(6) "/tmp/x"

Warning: session_save_path(): Session save path cannot be changed when a session is active in %s on line 12
bool(false)
bool(true)
