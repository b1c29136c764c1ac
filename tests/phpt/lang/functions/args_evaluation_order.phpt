--TEST--
Arguments are evaluated left to right
--FILE--
<?php
function p($v) { echo "p$v "; return $v; }
function f($a, $b, $c) { echo "\n"; return $a + $b + $c; }
var_dump(f(p(1), p(2), p(3)));
--EXPECT--
p1 p2 p3 
int(6)
