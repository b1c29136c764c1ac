--TEST--
stack and queue functions
--FILE--
<?php
$a = [1, 2];
var_dump(array_push($a, 3, 4), array_pop($a), array_shift($a), array_unshift($a, 'a', 'b'), $a);
--EXPECT--
int(4)
int(4)
int(1)
int(4)
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  int(2)
  [3]=>
  int(3)
}
