--TEST--
data survives write_close and start
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_roundtrip';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('round1');
session_start();
$_SESSION['n'] = 1;
$_SESSION['s'] = "hello";
$_SESSION['a'] = [1, 2, ['x' => true]];
session_write_close();
$_SESSION = null;
session_start();
var_dump($_SESSION);
$_SESSION['n']++;
session_write_close();
session_start();
var_dump($_SESSION['n']);
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_roundtrip';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
array(3) {
  ["n"]=>
  int(1)
  ["s"]=>
  string(5) "hello"
  ["a"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    array(1) {
      ["x"]=>
      bool(true)
    }
  }
}
int(2)
