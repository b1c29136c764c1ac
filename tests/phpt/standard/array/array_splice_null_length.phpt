--TEST--
array_splice with null length and a scalar replacement
--FILE--
<?php
$a = [1, 2, 3];
array_splice($a, 1, null, 'only');
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  string(4) "only"
}
