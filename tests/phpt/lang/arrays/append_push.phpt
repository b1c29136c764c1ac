--TEST--
append and array_push
--FILE--
<?php
$a = [1];
$a[] = 2;
array_push($a, 3, 4);
var_dump(array_push($a), $a);
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
