--TEST--
generator: iterator_to_array with and without keys
--FILE--
<?php
function g() { yield "a" => 1; yield "a" => 2; yield "b" => 3; }
var_dump(iterator_to_array(g()), iterator_to_array(g(), false), iterator_count(g()));
--EXPECT--
array(2) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(3)
