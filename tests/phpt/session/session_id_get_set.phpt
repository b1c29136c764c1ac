--TEST--
session_id get and set
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_id_get_set';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_id());
var_dump(session_id('first'));
var_dump(session_id());
session_start();
var_dump(session_id('other'));
var_dump(session_id());
session_write_close();
var_dump(session_id('second'));
var_dump(session_id());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_id_get_set';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
string(0) ""
string(0) ""
string(5) "first"

Warning: session_id(): Session ID cannot be changed when a session is active in %s on line 10
bool(false)
string(5) "first"
string(5) "first"
string(6) "second"
