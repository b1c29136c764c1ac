--TEST--
array_reduce() starts from null
--FILE--
<?php
var_dump(array_reduce([1, 2], function ($c, $x) { var_dump($c); return $x; }));
--EXPECT--
NULL
int(1)
int(2)
