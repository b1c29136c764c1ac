--TEST--
ArrayObject natsort and natcasesort
--FILE--
<?php
$a = new ArrayObject(['img12', 'img10', 'IMG2', 'img1']);
$a->natsort(); print_r($a->getArrayCopy());
$a->natcasesort(); print_r($a->getArrayCopy());
?>
--EXPECT--
Array
(
    [2] => IMG2
    [3] => img1
    [1] => img10
    [0] => img12
)
Array
(
    [3] => img1
    [2] => IMG2
    [1] => img10
    [0] => img12
)
