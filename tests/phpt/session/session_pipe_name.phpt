--TEST--
a name with | cannot be encoded
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_session_pipe_name';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('pipe1');
session_start();
$_SESSION['a|b'] = 1;
var_dump(session_encode());
session_abort();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_session_pipe_name';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(false)
