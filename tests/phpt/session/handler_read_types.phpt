--TEST--
a user handler read() must return a string
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_read_types';
@mkdir($dir);
ini_set('session.save_path', $dir);
class H implements SessionHandlerInterface {
  public $r;
  function __construct($r) { $this->r = $r; }
  function open($p, $n): bool { return true; }
  function close(): bool { return true; }
  #[ReturnTypeWillChange]
  function read($id) { return $this->r; }
  function write($id, $d): bool { echo "write [$d]\n"; return true; }
  function destroy($id): bool { return true; }
  #[ReturnTypeWillChange]
  function gc($m) { return true; }
}
foreach ([null, 5, 'a|i:1;', true] as $r) {
  session_set_save_handler(new H($r), false);
  session_id('j1');
  try { var_dump(session_start()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
  var_dump(session_status(), $_SESSION ?? 'unset');
  var_dump(@session_gc());
  @session_write_close();
}
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_read_types';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_start(): Failed to read session data: user (path: /tmp/tusk_sess_handler_read_types) in %s on line 21
bool(false)
int(1)
array(0) {
}
bool(false)

Warning: session_start(): Failed to read session data: user (path: /tmp/tusk_sess_handler_read_types) in %s on line 21
bool(false)
int(1)
array(0) {
}
bool(false)
bool(true)
int(2)
array(1) {
  ["a"]=>
  int(1)
}
int(1)
write [a|i:1;]

Warning: session_start(): Failed to read session data: user (path: /tmp/tusk_sess_handler_read_types) in %s on line 21
bool(false)
int(1)
array(0) {
}
bool(false)
