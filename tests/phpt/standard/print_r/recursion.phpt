--TEST--
print_r of a self-referencing array
--FILE--
<?php
$a = ['k' => 1];
$a['self'] = &$a;
print_r($a);
--EXPECT--
Array
(
    [k] => 1
    [self] => Array
 *RECURSION*
)
