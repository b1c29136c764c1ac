--TEST--
session_commit is session_write_close
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_commit';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_commit());
session_id('commit1');
session_start();
$_SESSION['c'] = 1;
var_dump(session_commit());
var_dump(session_write_close());
var_dump(file_get_contents("$dir/sess_commit1"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_commit';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
bool(true)
bool(false)
string(6) "c|i:1;"
