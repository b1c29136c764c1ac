--TEST--
The value of yield from is the inner generator's return value
--FILE--
<?php
function inner($n) { for ($i = 0; $i < $n; $i++) yield $i; return $n * 10; }
function outer() { $a = yield from inner(2); $b = yield from inner(1); return $a + $b; }
$g = outer();
foreach ($g as $v) echo $v, ' ';
echo "\n";
var_dump($g->getReturn());
function arr() { $x = yield from [1, 2]; var_dump($x); }
foreach (arr() as $_) {}
--EXPECT--
0 1 0 
int(30)
NULL
