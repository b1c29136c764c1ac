--TEST--
a handler whose open fails
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_open_fails';
@mkdir($dir);
ini_set('session.save_path', $dir);
class F implements SessionHandlerInterface {
  function open($path, $name): bool { return false; }
  function close(): bool { return true; }
  function read($id): string|false { return ''; }
  function write($id, $data): bool { return true; }
  function destroy($id): bool { return true; }
  function gc($max): int|false { return 0; }
}
session_set_save_handler(new F, false);
session_id('of1');
var_dump(session_start());
var_dump(session_status());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_open_fails';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): Failed to initialize storage module: user (path: /tmp/tusk_sess_handler_open_fails) in %s on line 16
bool(false)
int(1)
