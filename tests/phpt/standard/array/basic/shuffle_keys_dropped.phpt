--TEST--
shuffle() renumbers keys
--FILE--
<?php
mt_srand(3);
$a = ['a' => 1, 'b' => 2, 'c' => 3];
shuffle($a);
var_dump(array_keys($a), array_sum($a));
--EXPECT--
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
int(6)
