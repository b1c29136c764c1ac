--TEST--
array_push appends and returns the new count
--FILE--
<?php
$a = [1, 2];
var_dump(array_push($a, 3, 4));
var_dump($a);
var_dump(array_push($a));
--EXPECT--
int(4)
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
int(4)
