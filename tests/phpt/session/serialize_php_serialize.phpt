--TEST--
serialize_handler php_serialize
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_serialize_php_serialize';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.serialize_handler', 'php_serialize');
session_id('ps1');
session_start();
$_SESSION['a'] = 1;
$_SESSION[5] = 'five';
var_dump(session_encode());
session_write_close();
var_dump(file_get_contents("$dir/sess_ps1"));
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_serialize_php_serialize';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(33) "a:2:{s:1:"a";i:1;i:5;s:4:"five";}"
string(33) "a:2:{s:1:"a";i:1;i:5;s:4:"five";}"
array(2) {
  ["a"]=>
  int(1)
  [5]=>
  string(4) "five"
}
