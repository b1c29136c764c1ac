--TEST--
array_reduce() on an empty array returns the initial value
--FILE--
<?php
var_dump(array_reduce([], fn($c, $x) => 1, 'init'));
var_dump(array_reduce([], fn($c, $x) => 1));
--EXPECT--
string(4) "init"
NULL
