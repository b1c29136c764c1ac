--TEST--
R: makes PHP references
--FILE--
<?php
$a = unserialize('a:3:{i:0;i:1;i:1;R:2;i:2;i:1;}');
var_dump($a);
$a[0] = 99;
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  &int(1)
  [1]=>
  &int(1)
  [2]=>
  int(1)
}
array(3) {
  [0]=>
  &int(99)
  [1]=>
  &int(99)
  [2]=>
  int(1)
}
