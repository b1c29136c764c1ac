--TEST--
ini_set checks session setting values
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_ini_set_validation';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(ini_set('session.name', ''), ini_set('session.name', '123'), ini_get('session.name'));
var_dump(ini_set('session.save_handler', 'user'));
var_dump(ini_set('session.save_handler', 'redis'));
var_dump(ini_set('session.serialize_handler', 'nope'), ini_get('session.serialize_handler'));
var_dump(ini_set('session.sid_length', '10'), ini_set('session.sid_length', '300'), ini_get('session.sid_length'));
var_dump(ini_set('session.sid_bits_per_character', '7'), ini_get('session.sid_bits_per_character'));
var_dump(ini_set('session.sid_length', '48'), ini_get('session.sid_length'));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_ini_set_validation';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: ini_set(): session.name "" cannot be numeric or empty in %s on line 6

Warning: ini_set(): session.name "123" cannot be numeric or empty in %s on line 6
bool(false)
bool(false)
string(9) "PHPSESSID"

Warning: ini_set(): Session save handler "user" cannot be set by ini_set() in %s on line 7
bool(false)

Warning: ini_set(): Session save handler "redis" cannot be found in %s on line 8
bool(false)

Warning: ini_set(): Serialization handler "nope" cannot be found in %s on line 9
bool(false)
string(3) "php"

Warning: ini_set(): session.configuration "session.sid_length" must be between 22 and 256 in %s on line 10

Warning: ini_set(): session.configuration "session.sid_length" must be between 22 and 256 in %s on line 10
bool(false)
bool(false)
string(2) "32"

Warning: ini_set(): session.configuration "session.sid_bits_per_character" must be between 4 and 6 in %s on line 11
bool(false)
string(1) "4"
string(2) "32"
string(2) "48"
