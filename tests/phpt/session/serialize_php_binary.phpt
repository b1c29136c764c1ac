--TEST--
serialize_handler php_binary
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_serialize_php_binary';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.serialize_handler', 'php_binary');
session_id('pb1');
session_start();
$_SESSION['ab'] = 1;
$_SESSION['c'] = [true];
var_dump(bin2hex(session_encode()));
session_write_close();
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_serialize_php_binary';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(46) "026162693a313b0163613a313a7b693a303b623a313b7d"
array(2) {
  ["ab"]=>
  int(1)
  ["c"]=>
  array(1) {
    [0]=>
    bool(true)
  }
}
