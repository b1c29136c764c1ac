--TEST--
exit still writes the session
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_exit_writes';
@mkdir($dir);
ini_set('session.save_path', $dir);
class H extends SessionHandler {
  function write(string $id, string $d): bool { echo "write $d\n"; return parent::write($id, $d); }
}
session_set_save_handler(new H, false);
session_id('exit1');
session_start();
$_SESSION['e'] = 'x';
exit("bye\n");
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_exit_writes';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bye
write e|s:1:"x";
