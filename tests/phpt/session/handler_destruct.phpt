--TEST--
the order of shutdown functions, the write and the handler destructor
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_destruct';
@mkdir($dir);
ini_set('session.save_path', $dir);
class H extends SessionHandler {
  function write(string $id, string $d): bool { echo "write $d\n"; return parent::write($id, $d); }
  function close(): bool { echo "close\n"; return parent::close(); }
  function __destruct() { echo "destruct\n"; }
}
session_set_save_handler(new H);
register_shutdown_function(function () { echo "shutdown\n"; });
session_id('dd1');
session_start();
$_SESSION['x'] = 1;
echo "end\n";
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_destruct';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
end
shutdown
write x|i:1;
close
destruct
