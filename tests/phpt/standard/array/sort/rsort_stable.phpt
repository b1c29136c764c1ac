--TEST--
rsort() keeps equal values in original order
--FILE--
<?php
$a = ['1', 1, 1.0, true, '01'];
rsort($a);
var_dump($a);
--EXPECT--
array(5) {
  [0]=>
  string(1) "1"
  [1]=>
  int(1)
  [2]=>
  float(1)
  [3]=>
  bool(true)
  [4]=>
  string(2) "01"
}
