--TEST--
session_regenerate_id(true) deletes the old session
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate_delete';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('regen2');
session_start();
$_SESSION['v'] = 'data';
session_write_close();
session_start();
var_dump(file_exists("$dir/sess_regen2"));
var_dump(session_regenerate_id(true));
var_dump(file_exists("$dir/sess_regen2"));
$new = session_id();
session_write_close();
var_dump(file_get_contents("$dir/sess_$new"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate_delete';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
bool(true)
bool(false)
string(13) "v|s:4:"data";"
