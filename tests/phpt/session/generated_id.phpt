--TEST--
a generated id has sid_length hex characters
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_generated_id';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_start();
$id = session_id();
var_dump(strlen($id), (bool)preg_match('/^[0-9a-f]{32}$/', $id));
session_write_close();
var_dump(file_exists("$dir/sess_$id"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_generated_id';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
int(32)
bool(true)
bool(true)
