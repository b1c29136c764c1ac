--TEST--
Spread operator in array literals
--FILE--
<?php
$a = [1, 2];
$b = ['k' => 'v', 3];
var_dump([...$a, 0, ...$a], [...$b, ...['k' => 'w']]);
--EXPECT--
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(0)
  [3]=>
  int(1)
  [4]=>
  int(2)
}
array(2) {
  ["k"]=>
  string(1) "w"
  [0]=>
  int(3)
}
