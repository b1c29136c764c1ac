--TEST--
the cache limiter values
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_cache_limiter_values';
@mkdir($dir);
ini_set('session.save_path', $dir);
foreach (['nocache', 'private', 'private_no_expire', 'public', ''] as $l) {
  session_cache_limiter($l);
  session_id('clv1');
  session_start();
  var_dump(session_cache_limiter());
  session_write_close();
}
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_cache_limiter_values';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(7) "nocache"
string(7) "private"
string(17) "private_no_expire"
string(6) "public"
string(0) ""
