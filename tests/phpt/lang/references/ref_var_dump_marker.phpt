--TEST--
var_dump marks referenced elements with &
--FILE--
<?php
$a = [1, 2];
$r = &$a[1];
var_dump($a);
unset($r);
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  &int(2)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
