--TEST--
array_walk() passes int and string keys
--FILE--
<?php
$a = [5 => 'a', 'k' => 'b'];
array_walk($a, function ($v, $k) { var_dump($k); });
--EXPECT--
int(5)
string(1) "k"
