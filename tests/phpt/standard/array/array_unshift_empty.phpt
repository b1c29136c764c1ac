--TEST--
array_unshift on an empty array and with no values
--FILE--
<?php
$a = [];
var_dump(array_unshift($a, 'x'));
var_dump($a);
$b = [5 => 'y'];
var_dump(array_unshift($b));
var_dump($b);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(1) "x"
}
int(1)
array(1) {
  [0]=>
  string(1) "y"
}
