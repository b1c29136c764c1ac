--TEST--
array_combine() pairs keys and values
--FILE--
<?php
var_dump(array_combine(['a', 'b', 5], [1, 2, 3]));
--EXPECT--
array(3) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
  [5]=>
  int(3)
}
