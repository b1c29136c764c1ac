--TEST--
session_cache_limiter
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cache_limiter';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_cache_limiter());
var_dump(session_cache_limiter('private'));
var_dump(session_cache_limiter());
var_dump(ini_get('session.cache_limiter'));
session_id('cl1');
session_start();
var_dump(session_cache_limiter('public'));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cache_limiter';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
string(7) "nocache"
string(7) "nocache"
string(7) "private"
string(7) "private"

Warning: session_cache_limiter(): Session cache limiter cannot be changed when a session is active in %s on line 12
bool(false)
