--TEST--
array_combine() with duplicate keys
--FILE--
<?php
var_dump(array_combine(['a', 'b', 'a'], [1, 2, 3]));
--EXPECT--
array(2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(2)
}
