--TEST--
foreach by reference over nested arrays
--FILE--
<?php
$m = [[1, 2], [3, 4]];
foreach ($m as &$row) foreach ($row as &$cell) $cell *= 10;
unset($row, $cell);
var_dump($m);
--EXPECT--
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(10)
    [1]=>
    int(20)
  }
  [1]=>
  array(2) {
    [0]=>
    int(30)
    [1]=>
    int(40)
  }
}
