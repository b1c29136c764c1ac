--TEST--
Destructuring by reference
--FILE--
<?php
$arr = [1, [2, 3]];
[&$a, [, &$b]] = $arr;
$a = 'A';
$b = 'B';
var_dump($arr);
--EXPECT--
array(2) {
  [0]=>
  &string(1) "A"
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    &string(1) "B"
  }
}
