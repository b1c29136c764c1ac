--TEST--
references and nested arrays in $_SESSION
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_reference';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('ref1');
session_start();
$_SESSION['list'] = [];
$_SESSION['list'][] = 'a';
$_SESSION['list'][] = 'b';
$r = &$_SESSION['count'];
$r = 10;
$r++;
session_write_close();
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_reference';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
array(2) {
  ["list"]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  ["count"]=>
  int(11)
}
