--TEST--
session_set_save_handler with a non-handler object
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_wrong_type';
@mkdir($dir);
ini_set('session.save_path', $dir);
try { session_set_save_handler(new stdClass); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_wrong_type';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
session_set_save_handler(): Argument #1 ($open) must be of type SessionHandlerInterface, stdClass given
