--TEST--
session_get_cookie_params defaults
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_default';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_get_cookie_params());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_default';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
array(6) {
  ["lifetime"]=>
  int(0)
  ["path"]=>
  string(1) "/"
  ["domain"]=>
  string(0) ""
  ["secure"]=>
  bool(false)
  ["httponly"]=>
  bool(false)
  ["samesite"]=>
  string(0) ""
}
