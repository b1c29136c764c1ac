--TEST--
session_set_save_handler with callables
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_callables';
@mkdir($dir);
ini_set('session.save_path', $dir);
$store = [];
var_dump(session_set_save_handler(
  function ($p, $n) { echo "open\n"; return true; },
  function () { echo "close\n"; return true; },
  function ($id) use (&$store) { echo "read $id\n"; return $store[$id] ?? ''; },
  function ($id, $d) use (&$store) { echo "write $id $d\n"; $store[$id] = $d; return true; },
  function ($id) use (&$store) { echo "destroy $id\n"; unset($store[$id]); return true; },
  function ($max) { echo "gc\n"; return 0; }
));
session_id('cb1');
session_start();
$_SESSION['q'] = 'v';
session_write_close();
session_start();
var_dump($_SESSION);
session_write_close();
var_dump($store);
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_callables';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
open
read cb1
write cb1 q|s:1:"v";
close
open
read cb1
array(1) {
  ["q"]=>
  string(1) "v"
}
write cb1 q|s:1:"v";
close
array(1) {
  ["cb1"]=>
  string(10) "q|s:1:"v";"
}
