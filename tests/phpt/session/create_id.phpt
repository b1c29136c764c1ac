--TEST--
session_create_id
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_create_id';
@mkdir($dir);
ini_set('session.save_path', $dir);
$a = session_create_id();
var_dump(strlen($a), (bool)preg_match('/^[0-9a-f]{32}$/', $a));
$b = session_create_id('pre-');
var_dump(strlen($b), substr($b, 0, 4));
var_dump(session_create_id('bad prefix'));
var_dump(session_create_id('a$b'));
var_dump($a !== session_create_id());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_create_id';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
int(32)
bool(true)
int(36)
string(4) "pre-"

Warning: session_create_id(): Prefix cannot contain special characters. Only the A-Z, a-z, 0-9, "-", and "," characters are allowed in %s on line 10
bool(false)

Warning: session_create_id(): Prefix cannot contain special characters. Only the A-Z, a-z, 0-9, "-", and "," characters are allowed in %s on line 11
bool(false)
bool(true)
