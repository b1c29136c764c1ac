--TEST--
yield with explicit keys, auto keys and mixing them
--FILE--
<?php
function g() { yield 'a' => 1; yield 2; yield 10 => 3; yield 4; yield 'b' => 5; yield 6; }
foreach (g() as $k => $v) { var_dump($k, $v); }
--EXPECT--
string(1) "a"
int(1)
int(0)
int(2)
int(10)
int(3)
int(11)
int(4)
string(1) "b"
int(5)
int(12)
int(6)
