--TEST--
array_column() skips non-array rows
--FILE--
<?php
var_dump(array_column([1, 'x', ['a' => 2], null], 'a'));
--EXPECT--
array(1) {
  [0]=>
  int(2)
}
