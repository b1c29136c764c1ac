--TEST--
empty and false values
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_empty_data';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('empty1');
session_start();
$_SESSION['e'] = '';
$_SESSION['f'] = false;
$_SESSION['z'] = 0;
$_SESSION['arr'] = [];
session_write_close();
var_dump(file_get_contents("$dir/sess_empty1"));
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_empty_data';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(31) "e|s:0:"";f|b:0;z|i:0;arr|a:0:{}"
array(4) {
  ["e"]=>
  string(0) ""
  ["f"]=>
  bool(false)
  ["z"]=>
  int(0)
  ["arr"]=>
  array(0) {
  }
}
