--TEST--
save_path with a depth and mode prefix is rejected or used
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_save_path_levels';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_save_path("0;644;$dir");
session_id('lvl1');
var_dump(session_start());
$_SESSION['a'] = 1;
session_write_close();
var_dump(file_exists("$dir/sess_lvl1"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_save_path_levels';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
bool(true)
