--TEST--
session_start after output
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_headers_sent';
@mkdir($dir);
ini_set('session.save_path', $dir);
ob_end_flush();
echo "out\n";
var_dump(session_start());
var_dump(session_status());
var_dump(session_id('x'));
var_dump(session_name('y'));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_headers_sent';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
out

Warning: session_start(): Session cannot be started after headers have already been sent in %s on line 8
bool(false)
int(1)

Warning: session_id(): Session ID cannot be changed after headers have already been sent in %s on line 10
bool(false)

Warning: session_name(): Session name cannot be changed after headers have already been sent in %s on line 11
bool(false)
