--TEST--
printf prints and returns the length
--FILE--
<?php
$n = printf("%s=%d\n", 'x', 10);
var_dump($n);
$n = printf('');
var_dump($n);
--EXPECT--
x=10
int(5)
int(0)
