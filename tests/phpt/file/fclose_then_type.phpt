--TEST--
get_resource_type after fclose and closedir
--FILE--
<?php
$f = fopen('php://memory', 'r');
fclose($f);
var_dump(get_resource_type($f));
$d = opendir(sys_get_temp_dir());
closedir($d);
var_dump(get_resource_type($d), is_resource($d));
--EXPECT--
string(7) "Unknown"
string(7) "Unknown"
bool(false)
