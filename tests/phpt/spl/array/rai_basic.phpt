--TEST--
RecursiveArrayIterator hasChildren/getChildren
--FILE--
<?php
$r = new RecursiveArrayIterator([1, [2, 3], 'x' => ['y' => 4]]);
foreach ($r as $k => $v) {
    echo $k, ": ", var_export($r->hasChildren(), true), "\n";
    if ($r->hasChildren()) print_r(iterator_to_array($r->getChildren()));
}
?>
--EXPECT--
0: false
1: true
Array
(
    [0] => 2
    [1] => 3
)
x: true
Array
(
    [y] => 4
)
