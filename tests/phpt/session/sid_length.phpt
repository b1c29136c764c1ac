--TEST--
sid_length and sid_bits_per_character
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_sid_length';
@mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.sid_length', '40');
ini_set('session.sid_bits_per_character', '5');
session_start();
$id = session_id();
var_dump(strlen($id), (bool)preg_match('/^[0-9a-v]{40}$/', $id));
session_write_close();
ini_set('session.sid_length', '26');
ini_set('session.sid_bits_per_character', '6');
session_id('');
session_start();
$id = session_id();
var_dump(strlen($id), (bool)preg_match('/^[0-9a-zA-Z,-]{26}$/', $id));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_sid_length';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
int(40)
bool(true)
int(26)
bool(true)
