--TEST--
$_SESSION replaced by a scalar
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_not_array';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('scalar1');
session_start();
$_SESSION['a'] = 1;
session_write_close();
session_start();
$_SESSION = 'nope';
session_write_close();
var_dump(file_get_contents("$dir/sess_scalar1"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_not_array';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(6) "a|i:1;"
