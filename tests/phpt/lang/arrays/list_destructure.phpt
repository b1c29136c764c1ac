--TEST--
list() destructuring
--FILE--
<?php
list($a, $b, $c) = [1, 2, 3];
var_dump($a, $b, $c);
list(, $second, , $fourth) = [1, 2, 3, 4];
var_dump($second, $fourth);
list($x, list($y, $z)) = [1, [2, 3]];
var_dump($x, $y, $z);
--EXPECT--
int(1)
int(2)
int(3)
int(2)
int(4)
int(1)
int(2)
int(3)
