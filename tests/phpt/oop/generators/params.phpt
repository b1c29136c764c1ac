--TEST--
generator: parameters are bound at call time
--FILE--
<?php
function g(int $x, $y = 2) { echo "body\n"; yield $x + $y; }
try { g("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$g = g(5);
echo "made\n";
echo $g->current(), "\n";
--EXPECTF--
g(): Argument #1 ($x) must be of type int, string given, called in %s on line 3
made
body
7
