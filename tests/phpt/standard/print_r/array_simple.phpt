--TEST--
print_r of a flat array
--FILE--
<?php
print_r([1, 'a' => 'b', 3 => null, 4 => false, 5 => true]);
--EXPECT--
Array
(
    [0] => 1
    [a] => b
    [3] => 
    [4] => 
    [5] => 1
)
