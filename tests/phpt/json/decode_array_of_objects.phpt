--TEST--
objects inside lists
--FILE--
<?php
var_dump(json_decode('[{"a":1},{"a":2}]'));
--EXPECT--
array(2) {
  [0]=>
  object(stdClass)#1 (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  object(stdClass)#2 (1) {
    ["a"]=>
    int(2)
  }
}
