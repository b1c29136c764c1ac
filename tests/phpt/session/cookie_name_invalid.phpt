--TEST--
a session name that cannot be a cookie name
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_name_invalid';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_name('MY SESS');
session_id('cni1');
var_dump(session_start());
session_destroy();
session_name('a=b');
var_dump(session_start());
session_destroy();
ini_set('session.use_cookies', 0);
var_dump(session_start());
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cookie_name_invalid';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): session.name cannot contain any of the following '=,;.[ \t\r\n\013\014' in %s on line 8
bool(true)

Warning: session_start(): session.name cannot contain any of the following '=,;.[ \t\r\n\013\014' in %s on line 11
bool(true)
bool(true)
