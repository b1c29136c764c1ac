--TEST--
a handler whose read returns false
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_read_fails';
@mkdir($dir);
ini_set('session.save_path', $dir);
class F implements SessionHandlerInterface {
  function open($path, $name): bool { return true; }
  function close(): bool { echo "close\n"; return true; }
  function read($id): string|false { return false; }
  function write($id, $data): bool { return true; }
  function destroy($id): bool { return true; }
  function gc($max): int|false { return 0; }
}
session_set_save_handler(new F, false);
session_id('rf1');
var_dump(session_start());
var_dump(session_status());
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_read_fails';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
close

Warning: session_start(): Failed to read session data: user (path: /tmp/tusk_sess_handler_read_fails) in %s on line 16
bool(false)
int(1)
