--TEST--
elements walked by reference are not shared with copies
--FILE--
<?php
$a = [1, 2];
array_walk($a, function (&$v) { $v *= 2; });
$b = $a;
$b[0] = 'x';
var_dump($a, $b);
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(4)
}
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  int(4)
}
