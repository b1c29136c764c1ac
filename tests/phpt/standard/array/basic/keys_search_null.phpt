--TEST--
array_keys() searching for null
--FILE--
<?php
var_dump(array_keys([null, 0, '', false, 'a'], null));
--EXPECT--
array(4) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
}
