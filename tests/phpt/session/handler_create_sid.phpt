--TEST--
SessionIdInterface::create_sid makes the id
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_handler_create_sid';
@mkdir($dir);
ini_set('session.save_path', $dir);
class C extends SessionHandler {
  function create_sid(): string { echo "create_sid\n"; return 'custom' . 'id42'; }
}
session_set_save_handler(new C, false);
session_start();
var_dump(session_id());
session_write_close();
var_dump(file_exists("$dir/sess_customid42"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_handler_create_sid';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
create_sid
string(10) "customid42"
bool(true)
