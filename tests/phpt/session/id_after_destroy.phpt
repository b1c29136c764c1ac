--TEST--
session_id after session_destroy and a new start
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_id_after_destroy';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('aftd1');
session_start();
session_destroy();
var_dump(session_id());
session_start();
var_dump(strlen(session_id()));
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_id_after_destroy';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(0) ""
int(32)
