--TEST--
session_reset restores the data as read
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_reset';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_reset());
session_id('reset1');
session_start();
$_SESSION['a'] = 'saved';
session_write_close();
session_start();
$_SESSION['a'] = 'changed';
$_SESSION['b'] = 'new';
var_dump(session_reset());
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_reset';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
bool(true)
array(1) {
  ["a"]=>
  string(5) "saved"
}
