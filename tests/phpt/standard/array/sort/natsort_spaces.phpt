--TEST--
natsort() with leading spaces and zeros
--FILE--
<?php
$a = ['x 1', 'x01', 'x1', 'x  2', 'x001', 'x0'];
natsort($a);
var_dump($a);
--EXPECT--
array(6) {
  [5]=>
  string(2) "x0"
  [4]=>
  string(4) "x001"
  [1]=>
  string(3) "x01"
  [0]=>
  string(3) "x 1"
  [2]=>
  string(2) "x1"
  [3]=>
  string(4) "x  2"
}
