--TEST--
var_dump of arrays with mixed keys
--FILE--
<?php
var_dump([5 => 'a', '6' => 'b', 'x' => 'c', -1 => 'd']);
--EXPECT--
array(4) {
  [5]=>
  string(1) "a"
  [6]=>
  string(1) "b"
  ["x"]=>
  string(1) "c"
  [-1]=>
  string(1) "d"
}
