--TEST--
yield from a generator passes its keys through; the outer counter does not move
--FILE--
<?php
function inner() { yield 1; yield 2; return 'inner ret'; }
function outer() { yield 0; $r = yield from inner(); var_dump($r); yield 3; }
foreach (outer() as $k => $v) { echo "$k => $v\n"; }
--EXPECT--
0 => 0
0 => 1
1 => 2
string(9) "inner ret"
1 => 3
