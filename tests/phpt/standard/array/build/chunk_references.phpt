--TEST--
array_chunk() keeps shared references
--FILE--
<?php
$x = 1;
$a = [&$x, 2, 3];
$c = array_chunk($a, 2);
$x = 5;
var_dump($c[0][0]);
--EXPECT--
int(5)
