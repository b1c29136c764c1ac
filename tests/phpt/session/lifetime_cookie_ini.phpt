--TEST--
cookie ini settings through ini_set
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_lifetime_cookie_ini';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.cookie_lifetime', '120');
ini_set('session.cookie_httponly', '1');
ini_set('session.cookie_samesite', 'None');
var_dump(session_get_cookie_params());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_lifetime_cookie_ini';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
array(6) {
  ["lifetime"]=>
  int(120)
  ["path"]=>
  string(1) "/"
  ["domain"]=>
  string(0) ""
  ["secure"]=>
  bool(false)
  ["httponly"]=>
  bool(true)
  ["samesite"]=>
  string(4) "None"
}
