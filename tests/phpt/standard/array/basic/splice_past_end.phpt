--TEST--
array_splice() with an offset past the end appends
--FILE--
<?php
$a = [1, 2];
array_splice($a, 10, 0, 'z');
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  string(1) "z"
}
