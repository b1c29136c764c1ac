--TEST--
Reference assignment binds two names
--FILE--
<?php
$a = 1;
$b = &$a;
$b = 2;
var_dump($a);
unset($b);
$b = 3;
var_dump($a, $b);
--EXPECT--
int(2)
int(2)
int(3)
