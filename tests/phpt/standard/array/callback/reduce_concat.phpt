--TEST--
array_reduce() building a string
--FILE--
<?php
var_dump(array_reduce(['a' => 'x', 'b' => 'y'], fn($c, $v) => $c . $v, '>'));
--EXPECT--
string(3) ">xy"
