--TEST--
session_set_cookie_params array form
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_array';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_set_cookie_params(['lifetime' => 60, 'path' => '/p', 'domain' => 'd.example', 'secure' => true, 'httponly' => true, 'samesite' => 'Strict']));
var_dump(session_get_cookie_params());
var_dump(ini_get('session.cookie_samesite'), ini_get('session.cookie_lifetime'));
var_dump(session_set_cookie_params(['samesite' => 'Lax']));
var_dump(session_get_cookie_params()['samesite']);
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_params_array';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
array(6) {
  ["lifetime"]=>
  int(60)
  ["path"]=>
  string(2) "/p"
  ["domain"]=>
  string(9) "d.example"
  ["secure"]=>
  bool(true)
  ["httponly"]=>
  bool(true)
  ["samesite"]=>
  string(6) "Strict"
}
string(6) "Strict"
string(2) "60"
bool(true)
string(3) "Lax"
