--TEST--
explode with a negative limit drops trailing elements
--FILE--
<?php
var_dump(explode(',', 'a,b,c,d', -1));
var_dump(explode(',', 'a,b,c,d', -3));
var_dump(explode(',', 'a,b,c,d', -4));
var_dump(explode(',', 'abc', -1));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(1) {
  [0]=>
  string(1) "a"
}
array(0) {
}
array(0) {
}
