--TEST--
SplMinHeap order
--FILE--
<?php
$h = new SplMinHeap;
foreach ([5, 3, 8, 1, 9, 2] as $x) $h->insert($x);
var_dump($h->top(), count($h));
foreach ($h as $k => $v) echo "$k => $v\n";
var_dump(count($h), $h->isEmpty());
?>
--EXPECT--
int(1)
int(6)
5 => 1
4 => 2
3 => 3
2 => 5
1 => 8
0 => 9
int(0)
bool(true)
