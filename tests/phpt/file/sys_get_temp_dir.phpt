--TEST--
sys_get_temp_dir is a writable directory
--FILE--
<?php
$d = sys_get_temp_dir();
var_dump(is_dir($d), is_writable($d), substr($d, -1) !== '/');
--EXPECT--
bool(true)
bool(true)
bool(true)
