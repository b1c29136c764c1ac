--TEST--
lazy_write leaves unchanged data alone
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_lazy_write';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('lazy1');
session_start();
$_SESSION['a'] = 1;
session_write_close();
$f = "$dir/sess_lazy1";
touch($f, time() - 1000);
clearstatcache();
$before = filemtime($f);
session_start();
session_write_close();
clearstatcache();
var_dump(filemtime($f) > $before);
var_dump(file_get_contents($f));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_lazy_write';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
string(6) "a|i:1;"
