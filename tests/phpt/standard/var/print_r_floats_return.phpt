--TEST--
print_r of floats
--FILE--
<?php
echo print_r([0.1 + 0.2, 1e100, -0.0, 1.0], true);
--EXPECT--
Array
(
    [0] => 0.3
    [1] => 1.0E+100
    [2] => -0
    [3] => 1
)
