--TEST--
error_reporting(0) silences everything
--FILE--
<?php
$old = error_reporting(0);
echo $x;
trigger_error('hidden', E_USER_WARNING);
var_dump(error_reporting());
error_reporting($old);
var_dump(error_reporting() === E_ALL);
--EXPECT--
int(0)
bool(true)
