--TEST--
session_start twice gives a notice
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_start_twice';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('twice1');
var_dump(session_start());
var_dump(session_start());
var_dump(session_status());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_start_twice';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
bool(true)

Notice: session_start(): Ignoring session_start() because a session is already active in %s on line 8
bool(true)
int(2)
