--TEST--
updateTimestamp is called for unchanged data with lazy_write
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_update_timestamp';
@mkdir($dir);
ini_set('session.save_path', $dir);
class V extends SessionHandler implements SessionUpdateTimestampHandlerInterface {
  function validateId($id): bool { return true; }
  function updateTimestamp($id, $data): bool { echo "updateTimestamp $id $data\n"; return true; }
  function write($id, $data): bool { echo "write $id $data\n"; return parent::write($id, $data); }
}
session_set_save_handler(new V, false);
session_id('ut1');
session_start();
$_SESSION['a'] = 1;
session_write_close();
session_start();
session_write_close();
ini_set('session.lazy_write', 0);
session_start();
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_update_timestamp';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
write ut1 a|i:1;
updateTimestamp ut1 a|i:1;
write ut1 a|i:1;
