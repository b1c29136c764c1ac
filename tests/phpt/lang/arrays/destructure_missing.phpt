--TEST--
Destructuring missing keys gives null and a warning
--FILE--
<?php
[$a, $b, $c] = [1, 2];
var_dump($c);
['k' => $k] = [];
var_dump($k);
--EXPECTF--

Warning: Undefined array key 2 in %s on line 2
NULL

Warning: Undefined array key "k" in %s on line 4
NULL
