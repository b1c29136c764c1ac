--TEST--
session_encode skips numeric keys
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_encode_numeric_key';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('num1');
session_start();
$_SESSION['a'] = 1;
$_SESSION[3] = 2;
$_SESSION['b'] = 'x';
var_dump(session_encode());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_encode_numeric_key';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_encode(): Skipping numeric key 3 in %s on line 11
string(16) "a|i:1;b|s:1:"x";"

Warning: session_write_close(): Skipping numeric key 3 in %s on line 12
