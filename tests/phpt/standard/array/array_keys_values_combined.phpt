--TEST--
array_keys and array_values of a numeric-string-keyed array
--FILE--
<?php
$a = ['10' => 'a', '01' => 'b', '1.0' => 'c'];
var_dump(array_keys($a));
var_dump(array_values($a));
--EXPECT--
array(3) {
  [0]=>
  int(10)
  [1]=>
  string(2) "01"
  [2]=>
  string(3) "1.0"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
