--TEST--
session_set_save_handler while active
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_active';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('ha1');
session_start();
var_dump(session_set_save_handler(new SessionHandler, false));
var_dump(session_module_name());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_active';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_set_save_handler(): Session save handler cannot be changed when a session is active in %s on line 8
bool(false)
string(5) "files"
