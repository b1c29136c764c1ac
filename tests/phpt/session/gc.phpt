--TEST--
session_gc removes old files
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_gc';
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_gc());
file_put_contents("$dir/sess_old1", 'a|i:1;');
file_put_contents("$dir/sess_old2", 'a|i:1;');
touch("$dir/sess_old1", time() - 5000);
touch("$dir/sess_old2", time() - 5000);
file_put_contents("$dir/other", 'x');
touch("$dir/other", time() - 5000);
ini_set('session.gc_probability', '0');
session_id('gc1');
session_start();
var_dump(session_gc());
clearstatcache();
var_dump(file_exists("$dir/sess_old1"), file_exists("$dir/other"), file_exists("$dir/sess_gc1"));
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_gc';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--

Warning: session_gc(): Session cannot be garbage collected when there is no active session in %s on line 6
bool(false)
int(2)
bool(false)
bool(true)
bool(true)
