--TEST--
save_path that does not exist
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_missing_save_path';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_save_path("$dir/does/not/exist");
session_id('missing1');
var_dump(session_start());
var_dump(session_status(), session_id());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_missing_save_path';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): open(/tmp/tusk_sess_missing_save_path/does/not/exist/sess_missing1, O_RDWR) failed: No such file or directory (2) in %s on line 8

Warning: session_start(): Failed to read session data: files (path: /tmp/tusk_sess_missing_save_path/does/not/exist) in %s on line 8
bool(false)
int(1)
string(0) ""
