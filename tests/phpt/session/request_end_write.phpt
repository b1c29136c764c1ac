--TEST--
an open session is written at request end
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_request_end_write';
@mkdir($dir);
ini_set('session.save_path', $dir);
class H extends SessionHandler {
  function write(string $id, string $data): bool { echo "write $id $data\n"; return parent::write($id, $data); }
  function close(): bool { echo "close\n"; return parent::close(); }
}
session_set_save_handler(new H, false);
session_id('end1');
session_start();
$_SESSION['z'] = 'end';
echo "script end\n";
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_request_end_write';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
script end
write end1 z|s:3:"end";
close
