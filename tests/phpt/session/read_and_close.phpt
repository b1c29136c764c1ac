--TEST--
session_start read_and_close
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_read_and_close';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('rac1');
session_start();
$_SESSION['a'] = 'x';
session_write_close();
var_dump(session_start(['read_and_close' => true]));
var_dump(session_status());
var_dump($_SESSION);
$_SESSION['a'] = 'not saved';
session_start();
var_dump($_SESSION['a']);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_read_and_close';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
int(1)
array(1) {
  ["a"]=>
  string(1) "x"
}
string(1) "x"
