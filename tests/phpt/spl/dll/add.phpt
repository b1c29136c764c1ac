--TEST--
SplDoublyLinkedList add
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->add(0, 'b'); $d->add(0, 'a'); $d->add(2, 'd'); $d->add(2, 'c');
print_r(iterator_to_array($d));
?>
--EXPECT--
Array
(
    [0] => a
    [1] => b
    [2] => c
    [3] => d
)
