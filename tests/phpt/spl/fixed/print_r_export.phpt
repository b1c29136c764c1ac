--TEST--
SplFixedArray print_r
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 'b']);
print_r($f); echo "\n";
?>
--EXPECT--
SplFixedArray Object
(
    [0] => 1
    [1] => b
)
