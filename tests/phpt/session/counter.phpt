--TEST--
a session counter over several starts
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_counter';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('counter1');
for ($i = 0; $i < 5; $i++) {
  session_start();
  $_SESSION['count'] = ($_SESSION['count'] ?? 0) + 1;
  session_write_close();
}
session_start();
var_dump($_SESSION['count']);
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_counter';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
int(5)
