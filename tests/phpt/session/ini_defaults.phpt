--TEST--
session ini defaults
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_ini_defaults';
@mkdir($dir);
ini_set('session.save_path', $dir);
foreach (['session.name', 'session.use_cookies', 'session.use_only_cookies', 'session.use_strict_mode',
  'session.cookie_lifetime', 'session.cookie_path', 'session.cookie_domain', 'session.cookie_secure',
  'session.cookie_httponly', 'session.cookie_samesite', 'session.gc_probability', 'session.gc_divisor',
  'session.gc_maxlifetime', 'session.sid_length', 'session.sid_bits_per_character',
  'session.serialize_handler', 'session.lazy_write', 'session.cache_limiter', 'session.cache_expire',
  'session.auto_start', 'session.save_handler'] as $k) {
    echo $k, '=', var_export(ini_get($k), true), "\n";
}
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_ini_defaults';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
session.name='PHPSESSID'
session.use_cookies='1'
session.use_only_cookies='1'
session.use_strict_mode='0'
session.cookie_lifetime='0'
session.cookie_path='/'
session.cookie_domain=''
session.cookie_secure='0'
session.cookie_httponly='0'
session.cookie_samesite=''
session.gc_probability='1'
session.gc_divisor='100'
session.gc_maxlifetime='1440'
session.sid_length='32'
session.sid_bits_per_character='4'
session.serialize_handler='php'
session.lazy_write='1'
session.cache_limiter='nocache'
session.cache_expire='180'
session.auto_start='0'
session.save_handler='files'
