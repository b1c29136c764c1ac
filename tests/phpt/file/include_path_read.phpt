--TEST--
$use_include_path finds files in include_path
--FILE--
<?php
$d = sys_get_temp_dir() . '/tusk_ft_include_path_read';
@mkdir($d);
file_put_contents("$d/inc_only.txt", "from include path\n");
ini_set('include_path', $d);
var_dump(file_get_contents('inc_only.txt', true));
var_dump(file('inc_only.txt', FILE_USE_INCLUDE_PATH | FILE_IGNORE_NEW_LINES));
$f = fopen('inc_only.txt', 'r', true);
var_dump(stream_get_meta_data($f)['uri'] === "$d/inc_only.txt");
fclose($f);
var_dump(readfile('inc_only.txt', true));
var_dump(@file_get_contents('inc_only.txt'));
unlink("$d/inc_only.txt");
rmdir($d);
--EXPECT--
string(18) "from include path
"
array(1) {
  [0]=>
  string(17) "from include path"
}
bool(true)
from include path
int(18)
bool(false)
--CLEAN--
<?php
$d = sys_get_temp_dir() . '/tusk_ft_include_path_read';
@unlink("$d/inc_only.txt");
@rmdir($d);
