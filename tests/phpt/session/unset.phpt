--TEST--
session_unset
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_unset';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_unset());
session_id('unset1');
session_start();
$_SESSION['a'] = 1;
$_SESSION['b'] = 2;
var_dump(session_unset());
var_dump($_SESSION);
session_write_close();
var_dump(file_get_contents("$dir/sess_unset1"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_unset';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
bool(true)
array(0) {
}
string(0) ""
