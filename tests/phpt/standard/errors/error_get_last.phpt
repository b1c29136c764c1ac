--TEST--
error_get_last reports the last error
--FILE--
<?php
var_dump(error_get_last());
@trigger_error('remember me', E_USER_WARNING);
$e = error_get_last();
var_dump($e['type'], $e['message'], $e['file'] === __FILE__, $e['line']);
error_clear_last();
var_dump(error_get_last());
--EXPECT--
NULL
int(512)
string(11) "remember me"
bool(true)
int(3)
NULL
