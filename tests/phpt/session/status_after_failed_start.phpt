--TEST--
status after session_start fails
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_status_after_failed_start';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('fixedid1');
var_dump(session_start(['save_path' => "$dir/nope"]));
var_dump(session_status());
var_dump(session_write_close(), session_abort(), session_reset(), session_unset());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_status_after_failed_start';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): open(/tmp/tusk_sess_status_after_failed_start/nope/sess_fixedid1, O_RDWR) failed: No such file or directory (2) in %s on line 7

Warning: session_start(): Failed to read session data: files (path: /tmp/tusk_sess_status_after_failed_start/nope) in %s on line 7
bool(false)
int(1)
bool(false)
bool(false)
bool(false)
bool(false)
