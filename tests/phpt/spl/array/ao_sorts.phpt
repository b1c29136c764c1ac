--TEST--
ArrayObject sorting methods
--FILE--
<?php
$a = new ArrayObject(['b' => 3, 'a' => 1, 'c' => 2]);
var_dump($a->asort()); print_r($a->getArrayCopy());
var_dump($a->ksort()); print_r($a->getArrayCopy());
$a->uasort(fn($x, $y) => $y <=> $x); print_r($a->getArrayCopy());
$a->uksort(fn($x, $y) => strcmp($y, $x)); print_r($a->getArrayCopy());
?>
--EXPECT--
bool(true)
Array
(
    [a] => 1
    [c] => 2
    [b] => 3
)
bool(true)
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
Array
(
    [c] => 2
    [b] => 3
    [a] => 1
)
