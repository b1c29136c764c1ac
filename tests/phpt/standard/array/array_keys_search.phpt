--TEST--
array_keys with a search value, loose and strict
--FILE--
<?php
$a = [1, '1', 1.0, true, 'a' => 1, 'b' => '01'];
var_dump(array_keys($a, 1));
var_dump(array_keys($a, 1, true));
var_dump(array_keys($a, '1', true));
--EXPECT--
array(6) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
  [4]=>
  string(1) "a"
  [5]=>
  string(1) "b"
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  string(1) "a"
}
array(1) {
  [0]=>
  int(1)
}
