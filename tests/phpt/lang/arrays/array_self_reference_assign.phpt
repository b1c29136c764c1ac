--TEST--
Assigning an array into itself copies
--FILE--
<?php
$a = [1, 2];
$a[] = $a;
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
