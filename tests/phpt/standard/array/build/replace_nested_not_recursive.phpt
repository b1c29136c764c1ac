--TEST--
array_replace() replaces nested arrays whole
--FILE--
<?php
var_dump(array_replace(['a' => [1, 2]], ['a' => [9]]));
--EXPECT--
array(1) {
  ["a"]=>
  array(1) {
    [0]=>
    int(9)
  }
}
