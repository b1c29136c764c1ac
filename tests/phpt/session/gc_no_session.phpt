--TEST--
session_gc and session_create_id inside and outside a session
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_gc_no_session';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_gc());
session_id('gcn1');
session_start();
var_dump(is_int(session_gc()));
var_dump(strlen(session_create_id()));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_gc_no_session';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_gc(): Session cannot be garbage collected when there is no active session in %s on line 6
bool(false)
bool(true)
int(32)
