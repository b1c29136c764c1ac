--TEST--
in the CLI the session headers are not listed
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_headers_list_cli';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('hl1');
session_start();
var_dump(headers_list());
session_write_close();
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_headers_list_cli';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
array(0) {
}
