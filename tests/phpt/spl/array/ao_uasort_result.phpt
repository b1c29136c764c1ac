--TEST--
ArrayObject uasort keeps keys
--FILE--
<?php
$x = new ArrayObject([3, 1, 2]);
var_dump($x->uasort(fn($a, $b) => $a <=> $b));
print_r($x->getArrayCopy());
?>
--EXPECT--
bool(true)
Array
(
    [1] => 1
    [2] => 2
    [0] => 3
)
