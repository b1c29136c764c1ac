--TEST--
limit with empty matches
--FILE--
<?php
var_dump(preg_split('/\d*/', 'ab12cd', 3));
var_dump(preg_split('//', 'abc', 2, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('//', 'abc', 2));
--EXPECT--
array(3) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(5) "b12cd"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(2) "bc"
}
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(3) "abc"
}
