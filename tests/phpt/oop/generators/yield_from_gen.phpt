--TEST--
generator: yield from a generator returns its return value
--FILE--
<?php
function inner() { yield 1; yield 2; return "ret"; }
function outer() { $r = yield from inner(); echo "inner returned $r\n"; yield 3; }
foreach (outer() as $k => $v) { echo "$k => $v\n"; }
--EXPECT--
0 => 1
1 => 2
inner returned ret
0 => 3
