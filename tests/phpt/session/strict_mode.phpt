--TEST--
use_strict_mode replaces an unknown id
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_strict_mode';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.use_strict_mode', '1');
session_id('unknownid');
session_start();
$id = session_id();
var_dump($id !== 'unknownid', strlen($id));
$_SESSION['a'] = 1;
session_write_close();
session_id($id);
session_start();
var_dump(session_id() === $id, $_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_strict_mode';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
int(32)
bool(true)
array(1) {
  ["a"]=>
  int(1)
}
