--TEST--
register_shutdown_function returns null
--FILE--
<?php
var_dump(register_shutdown_function('strlen', 'x'));
--EXPECT--
NULL
