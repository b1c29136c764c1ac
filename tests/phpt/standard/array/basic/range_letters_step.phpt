--TEST--
range() over letters with a step
--FILE--
<?php
var_dump(range('a', 'i', 3));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "d"
  [2]=>
  string(1) "g"
}
