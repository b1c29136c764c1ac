--TEST--
Undefined offset when reading from a list
--FILE--
<?php
$list = ['a', 'b'];
for ($i = 0; $i <= 2; $i++) { var_dump($list[$i]); }
--EXPECTF--
string(1) "a"
string(1) "b"

Warning: Undefined array key 2 in %s on line 3
NULL
