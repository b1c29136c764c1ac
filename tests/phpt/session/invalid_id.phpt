--TEST--
an id with illegal characters
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_invalid_id';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('bad id!');
var_dump(session_start());
var_dump(session_status());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_invalid_id';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
int(2)
