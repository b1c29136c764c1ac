--TEST--
$_SESSION inside functions
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_superglobal_function';
@mkdir($dir);
ini_set('session.save_path', $dir);
function put($k, $v) { $_SESSION[$k] = $v; }
function get($k) { return $_SESSION[$k] ?? null; }
session_id('fn1');
session_start();
put('a', 'A');
var_dump(get('a'));
session_write_close();
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_superglobal_function';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(1) "A"
array(1) {
  ["a"]=>
  string(1) "A"
}
