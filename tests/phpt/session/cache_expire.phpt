--TEST--
session_cache_expire
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cache_expire';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_cache_expire());
var_dump(session_cache_expire(30));
var_dump(session_cache_expire());
var_dump(ini_get('session.cache_expire'));
session_id('ce1');
session_start();
var_dump(session_cache_expire(5));
var_dump(session_cache_expire());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cache_expire';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
int(180)
int(180)
int(30)
string(2) "30"

Warning: session_cache_expire(): Session cache expiration cannot be changed when a session is active in %s on line 12
int(30)
int(30)
