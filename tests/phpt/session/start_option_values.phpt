--TEST--
session_start options with bad values
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_start_option_values';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_start(['sid_length' => 5, 'name' => '', 'serialize_handler' => 'x']));
var_dump(session_status(), strlen(session_id()), session_name(), ini_get('session.serialize_handler'));
session_destroy();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_start_option_values';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): session.configuration "session.sid_length" must be between 22 and 256 in %s on line 6

Warning: session_start(): Setting option "sid_length" failed in %s on line 6

Warning: session_start(): session.name "" cannot be numeric or empty in %s on line 6

Warning: session_start(): Setting option "name" failed in %s on line 6

Warning: session_start(): Serialization handler "x" cannot be found in %s on line 6

Warning: session_start(): Setting option "serialize_handler" failed in %s on line 6
bool(true)
int(2)
int(32)
string(9) "PHPSESSID"
string(3) "php"
