--TEST--
without strict mode the given id is used
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_strict_mode_off';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('knownid');
session_start();
var_dump(session_id());
session_write_close();
var_dump(file_exists("$dir/sess_knownid"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_strict_mode_off';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(7) "knownid"
bool(true)
