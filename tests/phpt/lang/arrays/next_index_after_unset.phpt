--TEST--
Unset does not lower the next index
--FILE--
<?php
$a = [1, 2, 3];
unset($a[2]);
$a[] = 4;
var_dump($a);
unset($a[0], $a[1], $a[3]);
$a[] = 'new';
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [3]=>
  int(4)
}
array(1) {
  [4]=>
  string(3) "new"
}
