--TEST--
count is overwritten, not added to
--FILE--
<?php
$c = 10;
preg_replace('/a/', 'b', 'aa', -1, $c);
var_dump($c);
$c = 'x';
preg_replace('/z/', 'b', 'aa', -1, $c);
var_dump($c);
--EXPECT--
int(2)
int(0)
