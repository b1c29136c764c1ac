--TEST--
session_decode with php_serialize
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_decode_php_serialize_handler';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.serialize_handler', 'php_serialize');
session_id('dps1');
session_start();
var_dump(session_decode(serialize(['x' => 1, 'y' => [2]])));
var_dump($_SESSION);
var_dump(session_decode('not serialized'));
var_dump(session_status());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_decode_php_serialize_handler';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
bool(true)
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  array(1) {
    [0]=>
    int(2)
  }
}

Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line 11
bool(false)
int(1)
