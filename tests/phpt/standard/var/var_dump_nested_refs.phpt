--TEST--
var_dump marks shared references
--FILE--
<?php
$a = 1;
$arr = ['x' => &$a, 'y' => [1, [2, &$a]]];
var_dump($arr);
--EXPECT--
array(2) {
  ["x"]=>
  &int(1)
  ["y"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    array(2) {
      [0]=>
      int(2)
      [1]=>
      &int(1)
    }
  }
}
