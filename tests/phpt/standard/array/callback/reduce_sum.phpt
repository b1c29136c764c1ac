--TEST--
array_reduce() summing
--FILE--
<?php
var_dump(array_reduce([1, 2, 3, 4], fn($c, $x) => $c + $x, 0));
--EXPECT--
int(10)
