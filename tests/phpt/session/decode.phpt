--TEST--
session_decode merges into $_SESSION
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_decode';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('dec1');
session_start();
$_SESSION['keep'] = 'k';
var_dump(session_decode('a|i:5;b|s:3:"xyz";c|a:1:{i:0;b:1;}'));
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_decode';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
array(4) {
  ["keep"]=>
  string(1) "k"
  ["a"]=>
  int(5)
  ["b"]=>
  string(3) "xyz"
  ["c"]=>
  array(1) {
    [0]=>
    bool(true)
  }
}
