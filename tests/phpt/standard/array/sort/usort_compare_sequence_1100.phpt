--TEST--
usort() on 1100 elements (median of five) comparison count and result
--FILE--
<?php
$a = [];
for ($i = 0; $i < 1100; $i++) $a[] = ($i * 7919) % 1109;
$n = 0;
usort($a, function ($x, $y) use (&$n) { $n++; return $x <=> $y; });
var_dump($n, md5(implode(',', $a)));
--EXPECT--
int(11082)
string(32) "47b8b9c25b3c33f178a01c061c120aab"
