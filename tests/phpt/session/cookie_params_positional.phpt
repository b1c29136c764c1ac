--TEST--
session_set_cookie_params positional form
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_positional';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_set_cookie_params(3600, '/app', 'example.com', true, true));
var_dump(session_get_cookie_params());
var_dump(session_set_cookie_params(10));
var_dump(session_get_cookie_params());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_positional';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
array(6) {
  ["lifetime"]=>
  int(3600)
  ["path"]=>
  string(4) "/app"
  ["domain"]=>
  string(11) "example.com"
  ["secure"]=>
  bool(true)
  ["httponly"]=>
  bool(true)
  ["samesite"]=>
  string(0) ""
}
bool(true)
array(6) {
  ["lifetime"]=>
  int(10)
  ["path"]=>
  string(4) "/app"
  ["domain"]=>
  string(11) "example.com"
  ["secure"]=>
  bool(true)
  ["httponly"]=>
  bool(true)
  ["samesite"]=>
  string(0) ""
}
