--TEST--
what the callables of a save handler may return
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_bool_returns';
@mkdir($dir);
ini_set('session.save_path', $dir);
foreach ([1, null, 'x', 0, -1] as $ret) {
  session_set_save_handler(fn($p,$n)=>$ret, fn()=>$ret, fn($i)=>'', fn($i,$d)=>$ret, fn($i)=>$ret, fn($m)=>$ret);
  session_id('k1');
  try { var_dump(session_start()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
  var_dump(session_status());
  $_SESSION['a'] = 1;
  try { var_dump(session_write_close()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_bool_returns';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
TypeError: Session callback must have a return value of type bool, int returned
int(1)
bool(false)
TypeError: Session callback must have a return value of type bool, null returned
int(1)
bool(false)
TypeError: Session callback must have a return value of type bool, string returned
int(1)
bool(false)

Deprecated: session_start(): Session callback must have a return value of type bool, int returned in %s on line 9
bool(true)
int(2)

Deprecated: session_write_close(): Session callback must have a return value of type bool, int returned in %s on line 12

Deprecated: session_write_close(): Session callback must have a return value of type bool, int returned in %s on line 12
bool(true)

Deprecated: session_start(): Session callback must have a return value of type bool, int returned in %s on line 9

Deprecated: session_start(): Session callback must have a return value of type bool, int returned in %s on line 9

Warning: session_start(): Failed to initialize storage module: user (path: /tmp/tusk_sess_handler_bool_returns) in %s on line 9
bool(false)
int(1)
bool(false)
