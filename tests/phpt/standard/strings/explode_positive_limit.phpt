--TEST--
explode with a positive limit
--FILE--
<?php
var_dump(explode(',', 'a,b,c,d', 2));
var_dump(explode(',', 'a,b,c,d', 1));
var_dump(explode(',', 'a,b', 10));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(5) "b,c,d"
}
array(1) {
  [0]=>
  string(7) "a,b,c,d"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
