--TEST--
time returns an int close to microtime
--FILE--
<?php
$t = time();
var_dump(is_int($t));
var_dump(abs($t - microtime(true)) < 5);
--EXPECT--
bool(true)
bool(true)
