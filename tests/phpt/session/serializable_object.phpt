--TEST--
objects with __serialize and __unserialize in the session
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_serializable_object';
@mkdir($dir);
ini_set('session.save_path', $dir);
class Q { public $v; function __construct($v) { $this->v = $v; }
  function __serialize(): array { echo "ser\n"; return ['vv' => $this->v]; }
  function __unserialize(array $d): void { echo "unser\n"; $this->v = $d['vv'] . '!'; } }
session_id('ser1');
session_start();
$_SESSION['q'] = new Q('x');
var_dump(session_encode());
session_write_close();
session_start();
var_dump($_SESSION['q']->v);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_serializable_object';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
ser
string(31) "q|O:1:"Q":1:{s:2:"vv";s:1:"x";}"
ser
unser
string(2) "x!"
ser
