--TEST--
SplDoublyLinkedList offset methods
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach (['a','b','c'] as $v) $d->push($v);
var_dump($d->offsetGet(1), $d->offsetExists(2), $d->offsetExists(3), $d->offsetExists(-1));
$d->offsetSet(1, 'B'); $d->offsetSet(null, 'd');
$d->offsetUnset(0);
print_r(iterator_to_array($d));
?>
--EXPECT--
string(1) "b"
bool(true)
bool(false)
bool(false)
Array
(
    [0] => B
    [1] => c
    [2] => d
)
