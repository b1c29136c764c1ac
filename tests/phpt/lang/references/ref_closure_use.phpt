--TEST--
Closure use by reference
--FILE--
<?php
$count = 0;
$inc = function () use (&$count) { return ++$count; };
$inc(); $inc();
var_dump($count);
--EXPECT--
int(2)
