--TEST--
sort() of arrays compares by count then elements
--FILE--
<?php
$a = [[1, 2, 3], [5], [1, 2], [0, 9], []];
sort($a);
var_dump($a);
--EXPECT--
array(5) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(1) {
    [0]=>
    int(5)
  }
  [2]=>
  array(2) {
    [0]=>
    int(0)
    [1]=>
    int(9)
  }
  [3]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [4]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
}
