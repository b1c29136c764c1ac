--TEST--
Swapping via references
--FILE--
<?php
function swap(&$x, &$y) { [$x, $y] = [$y, $x]; }
$p = 'first'; $q = 'second';
swap($p, $q);
var_dump($p, $q);
--EXPECT--
string(6) "second"
string(5) "first"
