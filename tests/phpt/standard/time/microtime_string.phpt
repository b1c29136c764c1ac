--TEST--
microtime() returns "msec sec"
--FILE--
<?php
$m = microtime();
var_dump(is_string($m));
$parts = explode(' ', $m);
var_dump(count($parts));
var_dump(is_numeric($parts[0]) && $parts[0] >= 0 && $parts[0] < 1);
var_dump(strlen($parts[0]), strspn($parts[1], '0123456789') === strlen($parts[1]));
var_dump(microtime(false) !== null);
--EXPECT--
bool(true)
int(2)
bool(true)
int(10)
bool(true)
bool(true)
