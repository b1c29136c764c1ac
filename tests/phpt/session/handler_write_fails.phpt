--TEST--
a handler whose write fails
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_write_fails';
@mkdir($dir);
ini_set('session.save_path', $dir);
class F extends SessionHandler {
  function write(string $id, string $d): bool { return false; }
}
session_set_save_handler(new F, false);
session_id('wf1');
session_start();
$_SESSION['a'] = 1;
var_dump(session_write_close());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_write_fails';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_write_close(): Failed to write session data using user defined save handler. (session.save_path: /tmp/tusk_sess_handler_write_fails, handler: F::write) in %s on line 13
bool(true)
