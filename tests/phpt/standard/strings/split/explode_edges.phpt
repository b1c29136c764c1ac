--TEST--
explode edge cases
--FILE--
<?php
var_dump(explode(",", ",a,,b,"), explode("ab", "abababa"), explode("x", "abc"), explode(", ", "1, 2, 3", 1));
--EXPECT--
array(5) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "b"
  [4]=>
  string(0) ""
}
array(4) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
  [2]=>
  string(0) ""
  [3]=>
  string(1) "a"
}
array(1) {
  [0]=>
  string(3) "abc"
}
array(1) {
  [0]=>
  string(7) "1, 2, 3"
}
