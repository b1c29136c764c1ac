--TEST--
print_r without return mode returns true
--FILE--
<?php
$r = print_r('x');
echo "\n";
var_dump($r);
--EXPECT--
x
bool(true)
