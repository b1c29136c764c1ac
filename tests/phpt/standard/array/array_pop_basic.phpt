--TEST--
array_pop removes and returns the last element
--FILE--
<?php
$a = [1, 2, 'k' => 3];
var_dump(array_pop($a));
var_dump($a);
$e = [];
var_dump(array_pop($e));
--EXPECT--
int(3)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
NULL
