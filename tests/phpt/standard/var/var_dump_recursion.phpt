--TEST--
var_dump of a recursive array
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
