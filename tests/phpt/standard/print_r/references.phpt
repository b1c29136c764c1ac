--TEST--
print_r does not mark references
--FILE--
<?php
$x = 'ref';
$a = [&$x, 'plain'];
print_r($a);
--EXPECT--
Array
(
    [0] => ref
    [1] => plain
)
