--TEST--
ArrayIterator sorting methods
--FILE--
<?php
$it = new ArrayIterator(['b' => 3, 'a' => 1, 'c' => 2]);
$it->asort(); print_r($it->getArrayCopy());
$it->ksort(); print_r($it->getArrayCopy());
$it->uasort(fn($x, $y) => $y <=> $x); print_r($it->getArrayCopy());
--EXPECT--
Array
(
    [a] => 1
    [c] => 2
    [b] => 3
)
Array
(
    [a] => 1
    [b] => 3
    [c] => 2
)
Array
(
    [b] => 3
    [c] => 2
    [a] => 1
)
