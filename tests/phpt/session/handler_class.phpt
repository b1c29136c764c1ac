--TEST--
session_set_save_handler with a SessionHandlerInterface class
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_class';
@mkdir($dir);
ini_set('session.save_path', $dir);
class MyHandler implements SessionHandlerInterface {
  public $store = [];
  function open($path, $name): bool { echo "open $name\n"; return true; }
  function close(): bool { echo "close\n"; return true; }
  function read($id): string|false { echo "read $id\n"; return $this->store[$id] ?? ''; }
  function write($id, $data): bool { echo "write $id $data\n"; $this->store[$id] = $data; return true; }
  function destroy($id): bool { echo "destroy $id\n"; unset($this->store[$id]); return true; }
  function gc($max): int|false { echo "gc\n"; return 0; }
}
$h = new MyHandler;
var_dump(session_set_save_handler($h, false));
var_dump(session_module_name(), ini_get('session.save_handler'));
session_id('h1');
session_start();
$_SESSION['a'] = 1;
session_write_close();
session_start();
var_dump($_SESSION);
$_SESSION['b'] = 2;
session_write_close();
var_dump($h->store);
session_start();
session_destroy();
var_dump($h->store);
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_class';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
string(4) "user"
string(4) "user"
open PHPSESSID
read h1
write h1 a|i:1;
close
open PHPSESSID
read h1
array(1) {
  ["a"]=>
  int(1)
}
write h1 a|i:1;b|i:2;
close
array(1) {
  ["h1"]=>
  string(12) "a|i:1;b|i:2;"
}
open PHPSESSID
read h1
destroy h1
close
array(0) {
}
