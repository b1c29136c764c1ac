--TEST--
floats in session data
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_float_precision';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('flt1');
session_start();
$_SESSION['f'] = 0.1 + 0.2;
$_SESSION['g'] = -1.5e100;
var_dump(session_encode());
session_write_close();
session_start();
var_dump($_SESSION);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_float_precision';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(38) "f|d:0.30000000000000004;g|d:-1.5E+100;"
array(2) {
  ["f"]=>
  float(0.30000000000000004)
  ["g"]=>
  float(-1.5E+100)
}
