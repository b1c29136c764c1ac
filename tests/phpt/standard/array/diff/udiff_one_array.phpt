--TEST--
array_udiff() with one array and a callback
--FILE--
<?php
var_dump(array_udiff([1, 2], 'strcmp'));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
