--TEST--
Keyed destructuring
--FILE--
<?php
['x' => $x, 'y' => $y] = ['y' => 2, 'x' => 1, 'z' => 3];
var_dump($x, $y);
[1 => $one, 0 => $zero] = ['a', 'b'];
var_dump($one, $zero);
['p' => ['q' => $deep]] = ['p' => ['q' => 'deep']];
var_dump($deep);
--EXPECT--
int(1)
int(2)
string(1) "b"
string(1) "a"
string(4) "deep"
