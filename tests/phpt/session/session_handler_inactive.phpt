--TEST--
SessionHandler methods outside a session
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_handler_inactive';
@mkdir($dir);
ini_set('session.save_path', $dir);
$h = new SessionHandler;
try { $h->read('x'); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $h->open('', 'n'); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump($h instanceof SessionHandlerInterface, $h instanceof SessionIdInterface);
var_dump($h instanceof SessionUpdateTimestampHandlerInterface);
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_handler_inactive';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
Error: Session is not active
Error: Session is not active
bool(true)
bool(true)
bool(false)
