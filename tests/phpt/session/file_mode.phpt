--TEST--
session files are created with mode 0600
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_file_mode';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('mode1');
session_start();
$_SESSION['a'] = 1;
session_write_close();
printf("%o\n", fileperms("$dir/sess_mode1") & 0777);
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_file_mode';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
600
