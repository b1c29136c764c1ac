--TEST--
an id with unsafe characters is replaced
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_unsafe_id';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('bad<id>');
var_dump(session_start());
var_dump(strlen(session_id()));
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_unsafe_id';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
int(32)
