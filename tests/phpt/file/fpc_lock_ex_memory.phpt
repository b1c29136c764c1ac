--TEST--
file_put_contents LOCK_EX on a php:// stream
--FILE--
<?php
var_dump(file_put_contents('php://memory', 'x', LOCK_EX));
--EXPECTF--

Warning: file_put_contents(): Exclusive locks may only be set for regular files in %s on line 2
bool(false)
