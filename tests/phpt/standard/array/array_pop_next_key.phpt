--TEST--
array_pop resets the next free integer key
--FILE--
<?php
$a = [1, 2, 3];
array_pop($a);
$a[] = 'new';
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  string(3) "new"
}
