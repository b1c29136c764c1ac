--TEST--
fopen with an invalid php:// URL
--FILE--
<?php
var_dump(fopen('php://nope', 'r'));
--EXPECTF--

Warning: fopen(): Invalid php:// URL specified in %s on line 2

Warning: fopen(php://nope): Failed to open stream: operation failed in %s on line 2
bool(false)
