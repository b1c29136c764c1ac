--TEST--
switching between two session ids
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_two_sessions';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('one');
session_start();
$_SESSION['who'] = 'one';
session_write_close();
session_id('two');
session_start();
var_dump($_SESSION);
$_SESSION['who'] = 'two';
session_write_close();
session_id('one');
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_two_sessions';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
array(0) {
}
array(1) {
  ["who"]=>
  string(3) "one"
}
