--TEST--
extracting signed and decimal numbers
--FILE--
<?php
preg_match_all('/[-+]?\d*\.?\d+(?:[eE][-+]?\d+)?/', 'x=-1.5, y=+2, z=3e10, w=.5', $m);
print_r($m[0]);
--EXPECT--
Array
(
    [0] => -1.5
    [1] => +2
    [2] => 3e10
    [3] => .5
)
