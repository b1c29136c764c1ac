--TEST--
Destructuring assigns left to right and returns the RHS
--FILE--
<?php
$a = [1, 2];
$r = [$x, $y] = $a;
var_dump($r);
$i = 0;
$arr = [];
[$arr[$i++], $arr[$i++]] = ['a', 'b'];
var_dump($arr);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
