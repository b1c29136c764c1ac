--TEST--
session_module_name
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_module_name';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_module_name());
var_dump(session_module_name('files'));
var_dump(session_module_name('nope'));
try { session_module_name('user'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(session_module_name());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_module_name';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
string(5) "files"
string(5) "files"

Warning: session_module_name(): Session handler module "nope" cannot be found in %s on line 8
bool(false)
session_module_name(): Argument #1 ($module) cannot be "user"
string(5) "files"
