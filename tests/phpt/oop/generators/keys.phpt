--TEST--
generator: explicit keys and auto keys continue from the largest int key
--FILE--
<?php
function g() { yield "a" => 1; yield 5 => 2; yield 3; yield 2 => 4; yield 5; }
foreach (g() as $k => $v) { var_dump($k, $v); }
--EXPECT--
string(1) "a"
int(1)
int(5)
int(2)
int(6)
int(3)
int(2)
int(4)
int(7)
int(5)
