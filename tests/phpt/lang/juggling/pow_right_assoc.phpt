--TEST--
** is right-associative
--FILE--
<?php
var_dump(2 ** 3 ** 2, (2 ** 3) ** 2, -3 ** 2);
$x = 3;
$x **= 2;
var_dump($x);
--EXPECT--
int(512)
int(64)
int(-9)
int(9)
