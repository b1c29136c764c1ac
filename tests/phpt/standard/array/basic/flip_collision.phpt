--TEST--
array_flip() with repeated values
--FILE--
<?php
var_dump(array_flip(['a', 'b', 'a']));
--EXPECT--
array(2) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
}
