--TEST--
$_SESSION reassigned as a new array
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_reassign';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('reassign1');
session_start();
$_SESSION = ['x' => 'y', 'n' => [1]];
session_write_close();
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_reassign';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
array(2) {
  ["x"]=>
  string(1) "y"
  ["n"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
