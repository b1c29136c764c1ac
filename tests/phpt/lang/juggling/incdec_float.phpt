--TEST--
Increment and decrement of floats
--FILE--
<?php
$f = 1.5; $f++; var_dump($f);
$f = -0.5; $f--; var_dump($f);
$f = 1e20; $f++; var_dump($f == 1e20);
$f = INF; $f++; var_dump($f);
--EXPECT--
float(2.5)
float(-1.5)
bool(true)
float(INF)
