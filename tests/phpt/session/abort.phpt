--TEST--
session_abort discards changes
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_abort';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_abort());
session_id('abort1');
session_start();
$_SESSION['a'] = 'saved';
session_write_close();
session_start();
$_SESSION['a'] = 'changed';
var_dump(session_abort());
var_dump(session_status());
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_abort';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
bool(true)
int(1)
array(1) {
  ["a"]=>
  string(5) "saved"
}
