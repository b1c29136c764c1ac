--TEST--
SessionUpdateTimestampHandlerInterface in strict mode
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_validate_id';
@mkdir($dir);
ini_set('session.save_path', $dir);
class V extends SessionHandler implements SessionUpdateTimestampHandlerInterface {
  function validateId($id): bool { echo "validateId $id\n"; return $id === 'good'; }
  function updateTimestamp($id, $data): bool { echo "updateTimestamp $id\n"; return true; }
  function create_sid(): string { return 'fresh'; }
}
ini_set('session.use_strict_mode', 1);
session_set_save_handler(new V, false);
session_id('bad');
session_start();
var_dump(session_id());
session_write_close();
session_id('good');
session_start();
var_dump(session_id());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_validate_id';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
validateId bad
string(5) "fresh"
validateId good
string(4) "good"
