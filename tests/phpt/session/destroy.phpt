--TEST--
session_destroy removes the file, keeps $_SESSION
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_destroy';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('destroy1');
session_start();
$_SESSION['x'] = 1;
session_write_close();
session_start();
var_dump(file_exists("$dir/sess_destroy1"));
var_dump(session_destroy());
var_dump(file_exists("$dir/sess_destroy1"));
var_dump($_SESSION, session_status(), session_id());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_destroy';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
bool(true)
bool(false)
array(1) {
  ["x"]=>
  int(1)
}
int(1)
string(0) ""
