--TEST--
session_set_save_handler registers a shutdown write
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_register_shutdown';
@mkdir($dir);
ini_set('session.save_path', $dir);
class S extends SessionHandler {
  function write(string $id, string $d): bool { echo "write $d\n"; return parent::write($id, $d); }
}
session_set_save_handler(new S);
register_shutdown_function(function () { echo "user shutdown, status ", session_status(), "\n"; });
session_id('rs1');
session_start();
$_SESSION['x'] = 1;
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_register_shutdown';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
user shutdown, status 2
write x|i:1;
