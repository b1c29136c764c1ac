--TEST--
array_keys with search value
--FILE--
<?php
var_dump(array_keys(['a' => 1, 'b' => '1', 'c' => 2], 1), array_keys(['a' => 1, 'b' => '1'], '1', true));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
array(1) {
  [0]=>
  string(1) "b"
}
