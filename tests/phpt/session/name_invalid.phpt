--TEST--
session_name with an empty or numeric name
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_name_invalid';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_name(''));
var_dump(session_name('5'));
var_dump(session_name('1e3'));
var_dump(session_name());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_name_invalid';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_name(): session.name "" cannot be numeric or empty in %s on line 6
string(9) "PHPSESSID"

Warning: session_name(): session.name "5" cannot be numeric or empty in %s on line 7
string(9) "PHPSESSID"

Warning: session_name(): session.name "1e3" cannot be numeric or empty in %s on line 8
string(9) "PHPSESSID"
string(9) "PHPSESSID"
