--TEST--
Named arguments
--FILE--
<?php
function f($a, $b = 2, $c = 3) { return "$a $b $c"; }
echo f(1, c: 30), "\n";
echo f(c: 'z', a: 'x'), "\n";
echo f(b: 'B', a: 'A'), "\n";
echo str_pad(string: "x", length: 5, pad_string: "-"), "\n";
--EXPECT--
1 2 30
x 2 z
A B 3
x----
