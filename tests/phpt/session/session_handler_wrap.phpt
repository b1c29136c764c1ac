--TEST--
SessionHandler wraps the files handler
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_handler_wrap';
@mkdir($dir);
ini_set('session.save_path', $dir);
class L extends SessionHandler {
  function open(string $p, string $n): bool { echo "open\n"; return parent::open($p, $n); }
  function read(string $id): string|false { $d = parent::read($id); echo "read $id [$d]\n"; return $d; }
  function write(string $id, string $d): bool { echo "write $id [$d]\n"; return parent::write($id, $d); }
  function destroy(string $id): bool { echo "destroy $id\n"; return parent::destroy($id); }
  function close(): bool { echo "close\n"; return parent::close(); }
}
session_set_save_handler(new L, false);
session_id('wrap1');
session_start();
$_SESSION['k'] = 'v';
session_write_close();
var_dump(file_get_contents("$dir/sess_wrap1"));
session_start();
session_destroy();
var_dump(file_exists("$dir/sess_wrap1"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_handler_wrap';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
open
read wrap1 []
write wrap1 [k|s:1:"v";]
close
string(10) "k|s:1:"v";"
open
read wrap1 [k|s:1:"v";]
destroy wrap1
close
bool(false)
