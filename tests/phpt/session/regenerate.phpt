--TEST--
session_regenerate_id keeps data and the old file
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate';
@mkdir($dir);
ini_set('session.save_path', $dir);
session_id('regen1');
session_start();
$_SESSION['v'] = 'data';
var_dump(session_regenerate_id());
$new = session_id();
var_dump($new !== 'regen1', strlen($new));
var_dump($_SESSION);
session_write_close();
var_dump(file_get_contents("$dir/sess_regen1"));
var_dump(file_get_contents("$dir/sess_$new"));
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_regenerate';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECT--
bool(true)
bool(true)
int(32)
array(1) {
  ["v"]=>
  string(4) "data"
}
string(13) "v|s:4:"data";"
string(13) "v|s:4:"data";"
