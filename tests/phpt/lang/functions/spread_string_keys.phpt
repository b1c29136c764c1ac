--TEST--
Spreading string keys passes named arguments
--FILE--
<?php
function f($a, $b = 'B', $c = 'C') { return "$a-$b-$c"; }
echo f(...['a' => 1, 'c' => 3]), "\n";
echo f(1, ...['c' => 'x']), "\n";
--EXPECT--
1-B-3
1-B-x
