--TEST--
range() over letters backwards
--FILE--
<?php
var_dump(range('e', 'a'));
--EXPECT--
array(5) {
  [0]=>
  string(1) "e"
  [1]=>
  string(1) "d"
  [2]=>
  string(1) "c"
  [3]=>
  string(1) "b"
  [4]=>
  string(1) "a"
}
