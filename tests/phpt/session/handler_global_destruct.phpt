--TEST--
a handler held in a global variable
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_global_destruct';
@mkdir($dir);
ini_set('session.save_path', $dir);
class H extends SessionHandler {
  function write(string $id, string $d): bool { echo "write $d\n"; return parent::write($id, $d); }
  function __destruct() { echo "destruct\n"; }
}
$h = new H;
session_set_save_handler($h);
session_id('gd1');
session_start();
$_SESSION['y'] = 2;
echo "end\n";
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_global_destruct';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
end
write y|i:2;
destruct
