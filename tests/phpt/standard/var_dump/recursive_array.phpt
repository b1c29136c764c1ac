--TEST--
var_dump of an array that contains a reference to itself
--FILE--
<?php
$a = [1];
$a[] = &$a;
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  *RECURSION*
}
