--TEST--
Array literal syntaxes
--FILE--
<?php
var_dump([], array(), [1, 2], array('a' => 1), [1, 2,]);
--EXPECT--
array(0) {
}
array(0) {
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(1) {
  ["a"]=>
  int(1)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
