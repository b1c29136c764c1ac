--TEST--
Next free index follows the largest int key
--FILE--
<?php
$a = [];
$a[] = 'a';
$a[10] = 'b';
$a[] = 'c';
$a["20"] = 'd';
$a[] = 'e';
$a[5] = 'f';
$a[] = 'g';
var_dump(array_keys($a));
--EXPECT--
array(7) {
  [0]=>
  int(0)
  [1]=>
  int(10)
  [2]=>
  int(11)
  [3]=>
  int(20)
  [4]=>
  int(21)
  [5]=>
  int(5)
  [6]=>
  int(22)
}
