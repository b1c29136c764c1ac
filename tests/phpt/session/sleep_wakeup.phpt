--TEST--
__sleep and __wakeup run for session data
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_sleep_wakeup';
@mkdir($dir);
ini_set('session.save_path', $dir);
class W { public $a = 1; public $b = 2;
  function __sleep() { echo "sleep\n"; return ['a']; }
  function __wakeup() { echo "wakeup\n"; $this->b = 'w'; } }
session_id('sw1');
session_start();
$_SESSION['w'] = new W;
session_write_close();
session_start();
var_dump($_SESSION['w']);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_sleep_wakeup';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
sleep
wakeup
object(W)#1 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  string(1) "w"
}
sleep
