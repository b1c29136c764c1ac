--TEST--
SplFixedArray basic use
--FILE--
<?php
$f = new SplFixedArray(3);
$f->offsetSet(0, 'a'); $f->offsetSet(2, 'c');
var_dump($f->getSize(), $f->count(), $f->offsetGet(0), $f->offsetGet(1));
foreach ($f as $k => $v) { echo $k, ": "; var_dump($v); }
?>
--EXPECT--
int(3)
int(3)
string(1) "a"
NULL
0: string(1) "a"
1: NULL
2: string(1) "c"
