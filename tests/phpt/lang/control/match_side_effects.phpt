--TEST--
Only the matching arm is evaluated
--FILE--
<?php
function f($v) { echo "f($v) "; return $v; }
$r = match (2) { f(1) => f('a'), f(2) => f('b'), f(3) => f('c') };
echo "\nresult $r\n";
--EXPECT--
f(1) f(2) f(b) 
result b
