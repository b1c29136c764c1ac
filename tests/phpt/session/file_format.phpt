--TEST--
the files handler writes sess_<id> in the php format
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_file_format';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('fmt1');
session_start();
$_SESSION['int'] = 42;
$_SESSION['float'] = 1.5;
$_SESSION['str'] = "a|b";
$_SESSION['null'] = null;
$_SESSION['bool'] = false;
session_write_close();
var_dump(file_get_contents("$dir/sess_fmt1"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_file_format';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(51) "int|i:42;float|d:1.5;str|s:3:"a|b";null|N;bool|b:0;"
