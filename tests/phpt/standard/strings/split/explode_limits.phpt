--TEST--
explode with limits
--FILE--
<?php
var_dump(explode(",", "a,b,c,d", 2), explode(",", "a,b,c,d", -2), explode(",", "a,b,c,d", 0), explode(",", "a", -1), explode(",", "", -1), explode(",", ""));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(5) "b,c,d"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
array(1) {
  [0]=>
  string(7) "a,b,c,d"
}
array(0) {
}
array(0) {
}
array(1) {
  [0]=>
  string(0) ""
}
