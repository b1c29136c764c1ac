--TEST--
SplDoublyLinkedList print_r
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push(1); $d->push([2]);
print_r($d);
?>
--EXPECT--
SplDoublyLinkedList Object
(
    [flags:SplDoublyLinkedList:private] => 0
    [dllist:SplDoublyLinkedList:private] => Array
        (
            [0] => 1
            [1] => Array
                (
                    [0] => 2
                )

        )

)
