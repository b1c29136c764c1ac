--TEST--
print_r of a recursive array
--FILE--
<?php
$a = [1];
$a[] = &$a;
print_r($a);
echo "\n";
--EXPECT--
Array
(
    [0] => 1
    [1] => Array
 *RECURSION*
)
