--TEST--
generator: yield from an array keeps its keys
--FILE--
<?php
function g() { yield 0; yield from ["a" => 1, 2, 3]; yield 4; }
foreach (g() as $k => $v) { echo "$k => $v\n"; }
--EXPECT--
0 => 0
a => 1
0 => 2
1 => 3
1 => 4
