--TEST--
array_reduce() visits values in order
--FILE--
<?php
var_dump(array_reduce([3 => 'c', 1 => 'a', 2 => 'b'], fn($c, $v) => $c . $v, ''));
--EXPECT--
string(3) "cab"
