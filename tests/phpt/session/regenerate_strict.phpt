--TEST--
session_regenerate_id with strict mode and a handler
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate_strict';
@mkdir($dir);
ini_set('session.save_path', $dir);
class R extends SessionHandler {
  function create_sid(): string { static $n = 0; return 'gen' . (++$n); }
  function destroy(string $id): bool { echo "destroy $id\n"; return parent::destroy($id); }
  function write(string $id, string $d): bool { echo "write $id [$d]\n"; return parent::write($id, $d); }
}
ini_set('session.use_strict_mode', 1);
session_set_save_handler(new R, false);
session_start();
var_dump(session_id());
$_SESSION['a'] = 1;
session_regenerate_id();
var_dump(session_id());
session_regenerate_id(true);
var_dump(session_id());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate_strict';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
string(4) "gen1"
write gen1 [a|i:1;]
string(4) "gen2"
destroy gen2
string(4) "gen3"
write gen3 [a|i:1;]
