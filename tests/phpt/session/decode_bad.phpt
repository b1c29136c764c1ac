--TEST--
session_decode with bad data
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_decode_bad';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('decbad1');
session_start();
$_SESSION['x'] = 1;
var_dump(session_decode('a|i:1;b|zzz'));
var_dump(session_status());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_decode_bad';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line 9
bool(false)
int(1)
