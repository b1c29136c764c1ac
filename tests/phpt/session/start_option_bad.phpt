--TEST--
session_start with an unknown option
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_start_option_bad';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('optbad1');
var_dump(session_start(['nosuch' => 1]));
var_dump(session_status());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_start_option_bad';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): Setting option "nosuch" failed in %s on line 7
bool(true)
int(2)
