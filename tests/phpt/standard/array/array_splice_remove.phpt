--TEST--
array_splice removing elements
--FILE--
<?php
$a = ['a', 'b', 'c', 'd', 'e'];
$r = array_splice($a, 1, 2);
var_dump($r, $a);
--EXPECT--
array(2) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "c"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "d"
  [2]=>
  string(1) "e"
}
