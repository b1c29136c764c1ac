--TEST--
Interpolating scalars of every type
--FILE--
<?php
$t = true; $f = false; $n = null; $i = -5; $d = 1.50; $e = 1e25;
echo "[$t][$f][$n][$i][$d][$e]\n";
--EXPECT--
[1][][][-5][1.5][1.0E+25]
