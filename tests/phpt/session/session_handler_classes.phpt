--TEST--
the session interfaces and class
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_handler_classes';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(interface_exists('SessionHandlerInterface'), interface_exists('SessionIdInterface'),
  interface_exists('SessionUpdateTimestampHandlerInterface'), class_exists('SessionHandler'));
$m = get_class_methods('SessionHandler');
sort($m);
var_dump($m);
$m = get_class_methods('SessionUpdateTimestampHandlerInterface');
var_dump($m);
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_handler_classes';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
array(7) {
  [0]=>
  string(5) "close"
  [1]=>
  string(10) "create_sid"
  [2]=>
  string(7) "destroy"
  [3]=>
  string(2) "gc"
  [4]=>
  string(4) "open"
  [5]=>
  string(4) "read"
  [6]=>
  string(5) "write"
}
array(2) {
  [0]=>
  string(10) "validateId"
  [1]=>
  string(15) "updateTimestamp"
}
