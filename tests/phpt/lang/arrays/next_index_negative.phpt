--TEST--
Next index after only negative keys (PHP 8.2)
--FILE--
<?php
$a = [-5 => 'a'];
$a[] = 'b';
var_dump($a);
$b = [-5 => 'x', -3 => 'y'];
$b[] = 'z';
var_dump(array_keys($b));
--EXPECT--
array(2) {
  [-5]=>
  string(1) "a"
  [-4]=>
  string(1) "b"
}
array(3) {
  [0]=>
  int(-5)
  [1]=>
  int(-3)
  [2]=>
  int(-2)
}
